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
  // The local signature driver's signing page (decision 0054).
  signatures: {
    title: "Firmas (controlador local)",
    intro:
      "Las solicitudes de firma que el controlador local hizo en lugar de Yousign. Cada enlace abre la página donde ese firmante firma a mano.",
    empty: "Todavía no hay solicitudes de firma.",
    requestTitle: "Contratos {{number}}",
    signAs: "Firmar los contratos {{number}} como {{role}}",
    roles: { agency: "la agencia", client: "el contacto del cliente", worker: "el trabajador temporal" },
    hasSigned: "ha firmado",
    waiting: "pendiente",
    signTitle: "Firma de los contratos {{number}}",
    sign: "Firmar",
    decline: "Rechazar la firma",
    signed: "Firma registrada.",
    declined: "Firma rechazada.",
    back: "Todas las solicitudes",
  },
} satisfies typeof fr;

export default dev;
