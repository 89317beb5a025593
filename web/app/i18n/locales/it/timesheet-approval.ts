import type fr from "../fr/timesheet-approval";

// The public page where the client approves or disputes a week (decision 0052).
const timesheetApproval = {
  title: "Foglio ore da approvare",
  intro: "{{agency}} le chiede di approvare le ore della settimana. Basta un clic: nessun account necessario.",
  worker: "Lavoratore",
  client: "Cliente",
  order: "Ordine",
  week: "Settimana dal {{from}} al {{to}}",
  day: "Giorno",
  hours: "Orario",
  absent: "Assente",
  dayOff: "Riposo",
  totals: "Totali",
  worked: "Ore lavorate",
  normal: "Ore normali",
  overtime25: "Straordinari al 25 %",
  overtime50: "Straordinari al 50 %",
  approve: "Approva la settimana",
  approveHint: "Le ore sono giuste: la settimana è approvata e bloccata.",
  disputeTitle: "Contesta",
  comment: "Cosa non va",
  commentHint: "Ad esempio: martedì fine alle 16, non alle 17.",
  dispute: "Contesta la settimana",
  commentRequired: "Dica cosa non va per contestare la settimana.",
  approved: "Approvato il {{date}} da {{by}}.",
  disputed: "Contestato il {{date}} da {{by}}: «{{comment}}». L'agenzia corregge la settimana e gliela rinvia.",
  waiting: "Questa settimana attende la sua decisione.",
  notWaiting: "Questa settimana non attende alcuna decisione.",
  hoursMinutes: "{{hours}} h {{minutes}} min",
} satisfies typeof fr;

export default timesheetApproval;
