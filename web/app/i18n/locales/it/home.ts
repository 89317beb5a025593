import type fr from "../fr/home";

const home = {
  greeting: "Ciao {{name}}",
  intro: "Cosa la aspetta oggi: ogni cifra apre l'elenco che conta.",
  today: "Oggi",
  missionsToday: "Missioni che iniziano oggi",
  missionsTomorrow: "Missioni che iniziano domani",
  proposalsWaiting: "Proposte in attesa di risposta",
  openPlaces: "Posti ancora aperti negli ordini dei prossimi {{days}} giorni",
  dpaeErrors: "DPAE in errore",
  documentsExpiring: "Lavoratori con un documento in scadenza entro 30 giorni",
  unreadNotifications: "Notifiche non lette",
  search: {
    label: "Cerca un lavoratore",
    placeholder: "Un nome, o più nomi separati da virgole",
    submit: "Cerca",
  },
} satisfies typeof fr;

export default home;
