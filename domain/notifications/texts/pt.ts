import type { NotificationTexts } from "./fr";

const pt: NotificationTexts = {
  registration_submitted: {
    title: "Nova inscrição: {{name}}",
    standard: "Inscrição online.",
    express: "Inscrição expressa.",
    kiosk: "Inscrição no terminal da agência.",
    under_18: "Menor de 18 anos.",
    reference: "Referência {{reference}}.",
    job_offer: "Candidatura à oferta «{{title}}».",
  },
  job_offer_applied: {
    title: "Nova candidatura: {{name}}",
    message: "Candidatou-se à oferta «{{title}}» (já na sua base).",
  },
  sms_received: {
    title: "SMS recebido de {{name}}",
    title_vowel: "SMS recebido de {{name}}",
  },
  arrival_confirmed: {
    title: "{{name}} confirmou a chegada à missão",
    message: "Resposta «{{text}}» à confirmação de chegada.",
  },
  availability_answered: {
    available: "{{name}} está disponível",
    unavailable: "{{name}} não está disponível",
    message: "Resposta «{{text}}» para o período de {{from}} a {{to}}.",
    kept_other: "Outra disponibilidade já cobre este período: foi mantida.",
  },
  proposal_answered: {
    accepted: "{{name}} aceitou a missão {{reference}}",
    in_progress: "{{name}} aceita a missão {{reference}}: por atribuir",
    refused: "{{name}} recusou a missão {{reference}}",
    place_taken: "{{name}} respondeu tarde demais à missão {{reference}}",
    already_in_contract: "{{name}} aceita a missão {{reference}} mas já tem contrato",
    order_closed: "{{name}} respondeu à missão {{reference}}, entretanto encerrada",
    message: "Resposta «{{text}}».",
  },
  // Decision 0055: a placement's contracts due the next working day.
  contract_due: {
    title: "Contratos de {{name}} a assinar amanhã: n.º {{number}}",
    message: "A assinar até {{date}} (dois dias úteis após a colocação).",
  },
  timesheet_decided: {
    approved: "{{contact}} aprovou a folha de horas de {{name}} ({{reference}})",
    disputed: "{{contact}} contestou a folha de horas de {{name}} ({{reference}})",
    week: "Semana de {{period}}.",
    comment: "Motivo: «{{comment}}»",
  },
};

export default pt;
