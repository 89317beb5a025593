import type { NotificationTexts } from "./fr";

const de: NotificationTexts = {
  registration_submitted: {
    title: "Neue Registrierung: {{name}}",
    standard: "Online registriert.",
    express: "Express-Registrierung.",
    kiosk: "Am Terminal der Agentur registriert.",
    under_18: "Unter 18 Jahre alt.",
    reference: "Referenz {{reference}}.",
    job_offer: "Bewerbung auf das Angebot „{{title}}“.",
  },
  job_offer_applied: {
    title: "Neue Bewerbung: {{name}}",
    message: "Hat sich auf das Angebot „{{title}}“ beworben (bereits in Ihrem Pool).",
  },
  sms_received: {
    title: "SMS von {{name}} erhalten",
    title_vowel: "SMS von {{name}} erhalten",
  },
  arrival_confirmed: {
    title: "{{name}} hat die Ankunft beim Einsatz bestätigt",
    message: "Antwort „{{text}}“ auf die Ankunftsbestätigung.",
  },
  availability_answered: {
    available: "{{name}} ist verfügbar",
    unavailable: "{{name}} ist nicht verfügbar",
    message: "Antwort „{{text}}“ für den Zeitraum vom {{from}} bis {{to}}.",
    kept_other: "Eine andere Verfügbarkeit deckt diesen Zeitraum bereits ab und wurde beibehalten.",
  },
  proposal_answered: {
    accepted: "{{name}} hat den Einsatz {{reference}} angenommen",
    in_progress: "{{name}} nimmt den Einsatz {{reference}} an: noch zuzuweisen",
    refused: "{{name}} hat den Einsatz {{reference}} abgelehnt",
    place_taken: "{{name}} hat zu spät auf den Einsatz {{reference}} geantwortet",
    already_in_contract: "{{name}} nimmt den Einsatz {{reference}} an, hat aber bereits einen Vertrag",
    order_closed: "{{name}} hat auf den Einsatz {{reference}} geantwortet, der inzwischen geschlossen ist",
    message: "Antwort „{{text}}“.",
  },
  // Decision 0055: a placement's contracts due the next working day.
  contract_due: {
    title: "Verträge von {{name}} morgen fällig: Nr. {{number}}",
    message: "Spätestens am {{date}} zu unterschreiben (zwei Werktage nach der Überlassung).",
  },
  timesheet_decided: {
    approved: "{{contact}} hat den Stundenzettel von {{name}} freigegeben ({{reference}})",
    disputed: "{{contact}} hat den Stundenzettel von {{name}} beanstandet ({{reference}})",
    week: "Woche {{period}}.",
    comment: "Grund: „{{comment}}“",
  },
};

export default de;
