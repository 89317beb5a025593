import type fr from "../fr/home";

const home = {
  greeting: "Hola, {{name}}",
  intro: "Lo que le espera hoy: cada cifra abre la lista que cuenta.",
  today: "Hoy",
  missionsToday: "Misiones que empiezan hoy",
  missionsTomorrow: "Misiones que empiezan mañana",
  proposalsWaiting: "Propuestas pendientes de respuesta",
  openPlaces: "Puestos aún abiertos en los pedidos de los próximos {{days}} días",
  dpaeErrors: "DPAE con error",
  documentsExpiring: "Trabajadores con un documento que caduca en 30 días",
  unreadNotifications: "Notificaciones no leídas",
  search: {
    label: "Buscar un trabajador",
    placeholder: "Un nombre, o varios separados por comas",
    submit: "Buscar",
  },
} satisfies typeof fr;

export default home;
