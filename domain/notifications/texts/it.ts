import type { NotificationTexts } from "./fr";

const it: NotificationTexts = {
  registration_submitted: {
    title: "Nuova iscrizione: {{name}}",
    standard: "Iscrizione online.",
    express: "Iscrizione express.",
    kiosk: "Iscrizione al totem dell'agenzia.",
    under_18: "Minore di 18 anni.",
    reference: "Riferimento {{reference}}.",
    job_offer: "Candidatura all'offerta «{{title}}».",
  },
  job_offer_applied: {
    title: "Nuova candidatura: {{name}}",
    message: "Si è candidato all'offerta «{{title}}» (già nel vostro bacino).",
  },
  sms_received: {
    title: "SMS ricevuto da {{name}}",
    title_vowel: "SMS ricevuto da {{name}}",
  },
  arrival_confirmed: {
    title: "{{name}} ha confermato l'arrivo in missione",
    message: "Risposta «{{text}}» alla verifica dell'arrivo.",
  },
  availability_answered: {
    available: "{{name}} è disponibile",
    unavailable: "{{name}} non è disponibile",
    message: "Risposta «{{text}}» per il periodo dal {{from}} al {{to}}.",
    kept_other: "Un'altra disponibilità copre già questo periodo: è stata mantenuta.",
  },
  proposal_answered: {
    accepted: "{{name}} ha accettato la missione {{reference}}",
    in_progress: "{{name}} accetta la missione {{reference}}: da assegnare",
    refused: "{{name}} ha rifiutato la missione {{reference}}",
    place_taken: "{{name}} ha risposto troppo tardi alla missione {{reference}}",
    already_in_contract: "{{name}} accetta la missione {{reference}} ma ha già un contratto",
    order_closed: "{{name}} ha risposto alla missione {{reference}}, chiusa nel frattempo",
    message: "Risposta «{{text}}».",
  },
  // Decision 0055: a placement's contracts due the next working day.
  contract_due: {
    title: "Contratti di {{name}} da firmare domani: n. {{number}}",
    message: "Da firmare entro il {{date}} (due giorni lavorativi dopo la messa a disposizione).",
  },
  timesheet_decided: {
    approved: "{{contact}} ha approvato il foglio ore di {{name}} ({{reference}})",
    disputed: "{{contact}} ha contestato il foglio ore di {{name}} ({{reference}})",
    week: "Settimana {{period}}.",
    comment: "Motivo: «{{comment}}»",
  },
};

export default it;
