import type fr from "../fr/dev";

const dev = {
  sms: {
    play: {
      title: "Antwort einer Zeitarbeitskraft abspielen",
      intro: "Als ob die Zeitarbeitskraft vom Handy antwortete: die Antwort nimmt denselben Weg wie eine vom Anbieter empfangene SMS.",
      phone: "Nummer",
      text: "Text",
      submit: "Antwort senden",
      played: "Antwort empfangen: sie wird verarbeitet.",
    },
    to: "An {{phone}}",
    from: "Von {{phone}}",
    unknownWorker: "unbekannte Zeitarbeitskraft",
    outbound: "Gesendet",
    inbound: "Empfangen",
    reply: "Auf diese SMS antworten",
  },
  outbox: {
    attachments: "Anhänge",
    open: "{{name}} öffnen",
  },
  // The local signature driver's signing page (decision 0054).
  signatures: {
    title: "Signaturen (lokaler Treiber)",
    intro:
      "Die Signaturanfragen, die der lokale Treiber statt Yousign gestellt hat. Jeder Link öffnet die Seite, auf der diese Person von Hand unterschreibt.",
    empty: "Noch keine Signaturanfragen.",
    requestTitle: "Verträge {{number}}",
    signAs: "Verträge {{number}} als {{role}} unterschreiben",
    roles: { agency: "Agentur", client: "Kontakt des Kunden", worker: "Zeitarbeitskraft" },
    hasSigned: "hat unterschrieben",
    waiting: "ausstehend",
    signTitle: "Unterschrift der Verträge {{number}}",
    sign: "Unterschreiben",
    decline: "Unterschrift ablehnen",
    signed: "Unterschrift erfasst.",
    declined: "Unterschrift abgelehnt.",
    back: "Alle Anfragen",
  },
} satisfies typeof fr;

export default dev;
