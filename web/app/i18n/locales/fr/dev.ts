// Strings of the local development pages (/dev/sms, /dev/outbox) beyond their titles (core.ts).
const dev = {
  sms: {
    play: {
      title: "Jouer la réponse d'un intérimaire",
      intro: "Comme si l'intérimaire répondait depuis son mobile : la réponse suit le même chemin qu'un SMS reçu du fournisseur.",
      phone: "Numéro",
      text: "Texte",
      submit: "Envoyer la réponse",
      played: "Réponse reçue : elle est en cours de traitement.",
    },
    to: "À {{phone}}",
    from: "De {{phone}}",
    unknownWorker: "intérimaire inconnu",
    outbound: "Envoyé",
    inbound: "Reçu",
    reply: "Répondre à ce SMS",
  },
  outbox: {
    attachments: "Pièces jointes",
    open: "Ouvrir {{name}}",
  },
};

export default dev;
