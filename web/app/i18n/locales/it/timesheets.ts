import type fr from "../fr/timesheets";

// Fogli ore (decisione 0051).
const timesheets = {
  title: "Fogli ore",
  intro: "Le ore di ogni lavoratore in missione, settimana per settimana (divisa a fine mese), con i loro totali.",
  week: "Settimana",
  status: "Stato",
  allStatuses: "Tutti gli stati",
  filter: "Filtra",
  caption: "Fogli ore della settimana",
  empty: "Nessun foglio ore per questo filtro.",
  worker: "Lavoratore",
  client: "Cliente",
  order: "Ordine",
  days: "Giorni",
  worked: "Ore",
  overtime: "Straordinari 25 % / 50 %",
  hours: "{{hours}} ore",
  statuses: {
    to_fill: "Da compilare",
    submitted: "Inviato",
    approved: "Approvato",
    disputed: "Contestato",
  },
} satisfies typeof fr;

export default timesheets;
