import type fr from "../fr/dev";

const dev = {
  sms: {
    play: {
      title: "Simular la respuesta de un trabajador",
      intro: "Como si el trabajador respondiera desde su móvil: la respuesta sigue el mismo camino que un SMS recibido del proveedor.",
      phone: "Número",
      text: "Texto",
      submit: "Enviar la respuesta",
      played: "Respuesta recibida: se está procesando.",
    },
    to: "Para {{phone}}",
    from: "De {{phone}}",
    unknownWorker: "trabajador desconocido",
    outbound: "Enviado",
    inbound: "Recibido",
    reply: "Responder a este SMS",
  },
  outbox: {
    attachments: "Adjuntos",
    open: "Abrir {{name}}",
  },
} satisfies typeof fr;

export default dev;
