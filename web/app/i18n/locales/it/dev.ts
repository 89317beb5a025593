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
  // The local signature driver's signing page (decision 0054).
  signatures: {
    title: "Firme (driver locale)",
    intro:
      "Le richieste di firma che il driver locale ha fatto al posto di Yousign. Ogni link apre la pagina dove quel firmatario firma a mano.",
    empty: "Ancora nessuna richiesta di firma.",
    requestTitle: "Contratti {{number}}",
    signAs: "Firmare i contratti {{number}} come {{role}}",
    roles: { agency: "l'agenzia", client: "il referente del cliente", worker: "il lavoratore interinale" },
    hasSigned: "ha firmato",
    waiting: "in attesa",
    signTitle: "Firma dei contratti {{number}}",
    sign: "Firmare",
    decline: "Rifiutare la firma",
    signed: "Firma registrata.",
    declined: "Firma rifiutata.",
    back: "Tutte le richieste",
  },
} satisfies typeof fr;

export default dev;
