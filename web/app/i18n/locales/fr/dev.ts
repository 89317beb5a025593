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
  // The local signature driver's signing page (decision 0054).
  signatures: {
    title: "Signatures (pilote local)",
    intro:
      "Les demandes de signature que le pilote local a faites à la place de Yousign. Chaque lien ouvre la page où ce signataire signe à la main.",
    empty: "Aucune demande de signature pour l'instant.",
    requestTitle: "Contrats {{number}}",
    signAs: "Signer les contrats {{number}} en tant que {{role}}",
    roles: { agency: "l'agence", client: "le contact du client", worker: "l'intérimaire" },
    hasSigned: "a signé",
    waiting: "en attente",
    signTitle: "Signature des contrats {{number}}",
    sign: "Signer",
    decline: "Refuser de signer",
    signed: "Signature enregistrée.",
    declined: "Signature refusée.",
    back: "Toutes les demandes",
  },
};

export default dev;
