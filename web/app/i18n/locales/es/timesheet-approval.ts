import type fr from "../fr/timesheet-approval";

// The public page where the client approves or disputes a week (decision 0052).
const timesheetApproval = {
  title: "Parte de horas por validar",
  intro: "{{agency}} le pide validar las horas de la semana. Basta un clic: no hace falta cuenta.",
  worker: "Trabajador",
  client: "Cliente",
  order: "Pedido",
  week: "Semana del {{from}} al {{to}}",
  day: "Día",
  hours: "Horario",
  absent: "Ausente",
  dayOff: "Descanso",
  totals: "Totales",
  worked: "Horas trabajadas",
  normal: "Horas normales",
  overtime25: "Horas extra al 25 %",
  overtime50: "Horas extra al 50 %",
  approve: "Validar la semana",
  approveHint: "Las horas son correctas: la semana queda validada y bloqueada.",
  disputeTitle: "Impugnar",
  comment: "Qué está mal",
  commentHint: "Por ejemplo: el martes terminó a las 16 h, no a las 17 h.",
  dispute: "Impugnar la semana",
  commentRequired: "Indique qué está mal para impugnar la semana.",
  approved: "Validado el {{date}} por {{by}}.",
  disputed: "Impugnado el {{date}} por {{by}}: «{{comment}}». La agencia corrige la semana y se la vuelve a enviar.",
  waiting: "Esta semana espera su decisión.",
  notWaiting: "Esta semana no espera ninguna decisión.",
  hoursMinutes: "{{hours}} h {{minutes}} min",
} satisfies typeof fr;

export default timesheetApproval;
