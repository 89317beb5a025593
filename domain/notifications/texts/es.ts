import type { NotificationTexts } from "./fr";

const es: NotificationTexts = {
  registration_submitted: {
    title: "Nueva inscripción: {{name}}",
    standard: "Inscripción en línea.",
    express: "Inscripción exprés.",
    kiosk: "Inscripción en el terminal de la agencia.",
    under_18: "Menor de 18 años.",
    reference: "Referencia {{reference}}.",
    job_offer: "Candidatura a la oferta «{{title}}».",
  },
  job_offer_applied: {
    title: "Nueva candidatura: {{name}}",
    message: "Se ha postulado a la oferta «{{title}}» (ya en su cartera).",
  },
  sms_received: {
    title: "SMS recibido de {{name}}",
    title_vowel: "SMS recibido de {{name}}",
  },
  arrival_confirmed: {
    title: "{{name}} ha confirmado su llegada a la misión",
    message: "Respuesta «{{text}}» a la confirmación de llegada.",
  },
  availability_answered: {
    available: "{{name}} está disponible",
    unavailable: "{{name}} no está disponible",
    message: "Respuesta «{{text}}» para el periodo del {{from}} al {{to}}.",
    kept_other: "Otra disponibilidad ya cubre este periodo: se ha conservado.",
  },
  proposal_answered: {
    accepted: "{{name}} ha aceptado la misión {{reference}}",
    in_progress: "{{name}} acepta la misión {{reference}}: pendiente de asignar",
    refused: "{{name}} ha rechazado la misión {{reference}}",
    place_taken: "{{name}} ha respondido demasiado tarde a la misión {{reference}}",
    already_in_contract: "{{name}} acepta la misión {{reference}} pero ya tiene un contrato",
    order_closed: "{{name}} ha respondido a la misión {{reference}}, cerrada entretanto",
    message: "Respuesta «{{text}}».",
  },
  // Decision 0055: a placement's contracts due the next working day.
  contract_due: {
    title: "Contratos de {{name}} a firmar mañana: n.º {{number}}",
    message: "A firmar a más tardar el {{date}} (dos días hábiles tras la puesta a disposición).",
  },
  timesheet_decided: {
    approved: "{{contact}} validó el parte de horas de {{name}} ({{reference}})",
    disputed: "{{contact}} impugnó el parte de horas de {{name}} ({{reference}})",
    week: "Semana del {{period}}.",
    comment: "Motivo: «{{comment}}»",
  },
};

export default es;
