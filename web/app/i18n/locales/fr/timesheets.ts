// Les relevés d'heures (décision 0051).
const timesheets = {
  title: "Relevés d'heures",
  intro: "Les heures de chaque intérimaire en mission, semaine par semaine (coupée à la fin du mois), avec leurs totaux.",
  week: "Semaine",
  status: "Statut",
  allStatuses: "Tous les statuts",
  filter: "Filtrer",
  caption: "Relevés d'heures de la semaine",
  empty: "Aucun relevé d'heures pour ce filtre.",
  worker: "Intérimaire",
  client: "Client",
  order: "Commande",
  days: "Jours",
  worked: "Heures",
  overtime: "Heures sup. 25 % / 50 %",
  hours: "{{hours}} heures",
  statuses: {
    to_fill: "À remplir",
    submitted: "Envoyé",
    approved: "Validé",
    disputed: "Contesté",
  },
};

export default timesheets;
