import type fr from "../fr/timesheets";

// Stundenzettel (Entscheidung 0051).
const timesheets = {
  title: "Stundenzettel",
  intro: "Die Stunden jedes Zeitarbeiters im Einsatz, Woche für Woche (am Monatsende geteilt), mit ihren Summen.",
  week: "Woche",
  status: "Status",
  allStatuses: "Alle Status",
  filter: "Filtern",
  caption: "Stundenzettel der Woche",
  empty: "Kein Stundenzettel für diesen Filter.",
  worker: "Zeitarbeiter",
  client: "Kunde",
  order: "Auftrag",
  days: "Tage",
  worked: "Stunden",
  overtime: "Überstunden 25 % / 50 %",
  hours: "{{hours}} Std.",
  statuses: {
    to_fill: "Auszufüllen",
    submitted: "Eingereicht",
    approved: "Freigegeben",
    disputed: "Beanstandet",
  },
} satisfies typeof fr;

export default timesheets;
