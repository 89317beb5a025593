import type fr from "../fr/home";

const home = {
  greeting: "Olá, {{name}}",
  intro: "O que o espera hoje: cada número abre a lista que conta.",
  today: "Hoje",
  missionsToday: "Missões que começam hoje",
  missionsTomorrow: "Missões que começam amanhã",
  proposalsWaiting: "Propostas à espera de resposta",
  openPlaces: "Vagas ainda abertas nas encomendas dos próximos {{days}} dias",
  dpaeErrors: "DPAE com erro",
  documentsExpiring: "Trabalhadores com um documento a expirar em 30 dias",
  unreadNotifications: "Notificações não lidas",
  search: {
    label: "Procurar um trabalhador",
    placeholder: "Um nome, ou vários separados por vírgulas",
    submit: "Procurar",
  },
} satisfies typeof fr;

export default home;
