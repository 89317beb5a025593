// What notifications say, in French, the source language (spec 001 §9). One entry per template of
// notification-templates.ts; each text names its parameters as {{name}}. The web's dictionaries hold
// these very texts (web/app/i18n/locales/*/notifications.ts), so the screens and /v1 say the same.
// `title_vowel`: the title before a name that starts with a vowel sound, where French elides
// ("SMS reçu d'Élodie Martin"); every language has it, the same as `title` where nothing elides.
const fr = {
  registration_submitted: {
    title: "Nouvelle inscription : {{name}}",
    standard: "Inscription en ligne.",
    express: "Inscription express.",
    kiosk: "Inscription à la borne en agence.",
    under_18: "Moins de 18 ans.",
    reference: "Référence {{reference}}.",
    job_offer: "Candidature à l'offre « {{title}} ».",
  },
  job_offer_applied: {
    title: "Nouvelle candidature : {{name}}",
    message: "A postulé à l'offre « {{title}} » (déjà dans votre vivier).",
  },
  sms_received: {
    title: "SMS reçu de {{name}}",
    title_vowel: "SMS reçu d'{{name}}",
  },
  arrival_confirmed: {
    title: "{{name}} a confirmé son arrivée sur la mission",
    message: "Réponse « {{text}} » à la validation d'arrivée.",
  },
  availability_answered: {
    available: "{{name}} est disponible",
    unavailable: "{{name}} n'est pas disponible",
    message: "Réponse « {{text}} » pour la période du {{from}} au {{to}}.",
    kept_other: "Une autre disponibilité couvre déjà cette période : elle est conservée.",
  },
  proposal_answered: {
    accepted: "{{name}} a accepté la mission {{reference}}",
    in_progress: "{{name}} accepte la mission {{reference}} : à attribuer",
    refused: "{{name}} a refusé la mission {{reference}}",
    place_taken: "{{name}} a répondu trop tard à la mission {{reference}}",
    already_in_contract: "{{name}} accepte la mission {{reference}} mais est déjà en contrat",
    order_closed: "{{name}} a répondu à la mission {{reference}}, close entre-temps",
    message: "Réponse « {{text}} ».",
  },
  // Decision 0055: a placement's contracts due the next working day.
  contract_due: {
    title: "Contrats de {{name}} à signer demain : n° {{number}}",
    message: "À signer au plus tard le {{date}} (deux jours ouvrables après la mise à disposition).",
  },
  timesheet_decided: {
    approved: "{{contact}} a validé le relevé d'heures de {{name}} ({{reference}})",
    disputed: "{{contact}} a contesté le relevé d'heures de {{name}} ({{reference}})",
    week: "Semaine du {{period}}.",
    comment: "Motif : « {{comment}} »",
  },
};

/** Every language's notification texts have exactly the French keys. */
export type NotificationTexts = { [T in keyof typeof fr]: Record<keyof (typeof fr)[T], string> };

export default fr satisfies NotificationTexts;
