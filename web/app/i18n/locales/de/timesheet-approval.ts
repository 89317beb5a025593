import type fr from "../fr/timesheet-approval";

// The public page where the client approves or disputes a week (decision 0052).
const timesheetApproval = {
  title: "Stundenzettel zur Freigabe",
  intro: "{{agency}} bittet Sie, die Stunden der Woche freizugeben. Ein Klick genügt, kein Konto nötig.",
  worker: "Zeitarbeitskraft",
  client: "Kunde",
  order: "Auftrag",
  week: "Woche vom {{from}} bis {{to}}",
  day: "Tag",
  hours: "Arbeitszeit",
  absent: "Abwesend",
  dayOff: "Frei",
  totals: "Summen",
  worked: "Gearbeitete Stunden",
  normal: "Normalstunden",
  overtime25: "Überstunden zu 25 %",
  overtime50: "Überstunden zu 50 %",
  approve: "Woche freigeben",
  approveHint: "Die Stunden stimmen: Die Woche wird freigegeben und gesperrt.",
  disputeTitle: "Beanstanden",
  comment: "Was nicht stimmt",
  commentHint: "Zum Beispiel: Dienstag Ende um 16 Uhr, nicht 17 Uhr.",
  dispute: "Woche beanstanden",
  commentRequired: "Sagen Sie, was nicht stimmt, um die Woche zu beanstanden.",
  approved: "Freigegeben am {{date}} von {{by}}.",
  disputed: "Beanstandet am {{date}} von {{by}}: „{{comment}}“. Die Agentur korrigiert die Woche und sendet sie Ihnen erneut.",
  waiting: "Diese Woche wartet auf Ihre Entscheidung.",
  notWaiting: "Diese Woche wartet auf keine Entscheidung.",
  hoursMinutes: "{{hours}} Std. {{minutes}}",
} satisfies typeof fr;

export default timesheetApproval;
