import type fr from "../fr/timesheet-approval";

// The public page where the client approves or disputes a week (decision 0052).
const timesheetApproval = {
  title: "Folha de horas por aprovar",
  intro: "{{agency}} pede-lhe que aprove as horas da semana. Basta um clique: não é precisa conta.",
  worker: "Trabalhador",
  client: "Cliente",
  order: "Encomenda",
  week: "Semana de {{from}} a {{to}}",
  day: "Dia",
  hours: "Horário",
  absent: "Ausente",
  dayOff: "Folga",
  totals: "Totais",
  worked: "Horas trabalhadas",
  normal: "Horas normais",
  overtime25: "Horas extra a 25 %",
  overtime50: "Horas extra a 50 %",
  approve: "Aprovar a semana",
  approveHint: "As horas estão certas: a semana fica aprovada e bloqueada.",
  disputeTitle: "Contestar",
  comment: "O que está errado",
  commentHint: "Por exemplo: terça-feira terminou às 16 h, não às 17 h.",
  dispute: "Contestar a semana",
  commentRequired: "Diga o que está errado para contestar a semana.",
  approved: "Aprovado em {{date}} por {{by}}.",
  disputed: "Contestado em {{date}} por {{by}}: «{{comment}}». A agência corrige a semana e volta a enviá-la.",
  waiting: "Esta semana aguarda a sua decisão.",
  notWaiting: "Esta semana não aguarda decisão.",
  hoursMinutes: "{{hours}} h {{minutes}} min",
} satisfies typeof fr;

export default timesheetApproval;
