import type fr from "../fr/home";

const home = {
  greeting: "Hallo {{name}}",
  intro: "Was heute ansteht: Jede Zahl öffnet die Liste, die sie zählt.",
  today: "Heute",
  missionsToday: "Einsätze, die heute beginnen",
  missionsTomorrow: "Einsätze, die morgen beginnen",
  proposalsWaiting: "Angebote, die auf Antwort warten",
  openPlaces: "Noch offene Stellen in Aufträgen der nächsten {{days}} Tage",
  dpaeErrors: "DPAE mit Fehler",
  documentsExpiring: "Zeitarbeitskräfte mit einem Dokument, das in 30 Tagen abläuft",
  unreadNotifications: "Ungelesene Benachrichtigungen",
  search: {
    label: "Zeitarbeitskraft suchen",
    placeholder: "Ein Name oder mehrere, durch Kommas getrennt",
    submit: "Suchen",
  },
} satisfies typeof fr;

export default home;
