// The home screen (spec 000 §2 /home): each figure links to the list it counts.
const home = {
  greeting: "Bonjour {{name}}",
  intro: "Ce qui vous attend aujourd'hui : chaque chiffre ouvre la liste qu'il compte.",
  today: "Aujourd'hui",
  missionsToday: "Missions qui commencent aujourd'hui",
  missionsTomorrow: "Missions qui commencent demain",
  proposalsWaiting: "Propositions en attente de réponse",
  openPlaces: "Postes encore ouverts sur les commandes des {{days}} prochains jours",
  dpaeErrors: "DPAE en erreur",
  documentsExpiring: "Intérimaires dont un document expire sous 30 jours",
  unreadNotifications: "Notifications non lues",
  search: {
    label: "Rechercher un intérimaire",
    placeholder: "Nom, ou plusieurs séparés par des virgules",
    submit: "Rechercher",
  },
};

export default home;
