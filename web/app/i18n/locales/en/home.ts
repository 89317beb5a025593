import type fr from "../fr/home";

const home = {
  greeting: "Hello {{name}}",
  intro: "What needs you today: each figure opens the list it counts.",
  today: "Today",
  missionsToday: "Missions starting today",
  missionsTomorrow: "Missions starting tomorrow",
  proposalsWaiting: "Proposals waiting for an answer",
  openPlaces: "Places still open on orders of the next {{days}} days",
  dpaeErrors: "DPAE in error",
  documentsExpiring: "Workers with a document expiring within 30 days",
  unreadNotifications: "Unread notifications",
  search: {
    label: "Find a worker",
    placeholder: "A name, or several separated by commas",
    submit: "Search",
  },
} satisfies typeof fr;

export default home;
