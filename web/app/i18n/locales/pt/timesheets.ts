import type fr from "../fr/timesheets";

// Folhas de horas (decisão 0051).
const timesheets = {
  title: "Folhas de horas",
  intro: "As horas de cada trabalhador em missão, semana a semana (dividida no fim do mês), com os seus totais.",
  week: "Semana",
  status: "Estado",
  allStatuses: "Todos os estados",
  filter: "Filtrar",
  caption: "Folhas de horas da semana",
  empty: "Nenhuma folha de horas para este filtro.",
  worker: "Trabalhador",
  client: "Cliente",
  order: "Encomenda",
  days: "Dias",
  worked: "Horas",
  overtime: "Horas extra 25 % / 50 %",
  hours: "{{hours}} horas",
  statuses: {
    to_fill: "Por preencher",
    submitted: "Enviada",
    approved: "Aprovada",
    disputed: "Contestada",
  },
} satisfies typeof fr;

export default timesheets;
