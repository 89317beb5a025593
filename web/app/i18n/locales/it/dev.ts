import type fr from "../fr/dev";

const dev = {
  sms: {
    play: {
      title: "Simula la risposta di un lavoratore",
      intro: "Come se il lavoratore rispondesse dal cellulare: la risposta segue lo stesso percorso di un SMS ricevuto dal fornitore.",
      phone: "Numero",
      text: "Testo",
      submit: "Invia la risposta",
      played: "Risposta ricevuta: è in elaborazione.",
    },
    to: "A {{phone}}",
    from: "Da {{phone}}",
    unknownWorker: "lavoratore sconosciuto",
    outbound: "Inviato",
    inbound: "Ricevuto",
    reply: "Rispondi a questo SMS",
  },
  outbox: {
    attachments: "Allegati",
    open: "Apri {{name}}",
  },
} satisfies typeof fr;

export default dev;
