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
} satisfies typeof fr;

export default dev;
