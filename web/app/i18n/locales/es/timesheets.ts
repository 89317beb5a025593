import type fr from "../fr/timesheets";

// Partes de horas (decisión 0051).
const timesheets = {
  title: "Partes de horas",
  intro: "Las horas de cada trabajador en misión, semana a semana (cortada a fin de mes), con sus totales.",
  week: "Semana",
  status: "Estado",
  allStatuses: "Todos los estados",
  filter: "Filtrar",
  caption: "Partes de horas de la semana",
  empty: "Ningún parte de horas para este filtro.",
  worker: "Trabajador",
  client: "Cliente",
  order: "Pedido",
  days: "Días",
  worked: "Horas",
  overtime: "Horas extra 25 % / 50 %",
  hours: "{{hours}} horas",
  statuses: {
    to_fill: "Por rellenar",
    submitted: "Enviado",
    approved: "Aprobado",
    disputed: "Impugnado",
  },
} satisfies typeof fr;

export default timesheets;
