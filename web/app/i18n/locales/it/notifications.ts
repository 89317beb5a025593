import templates from "#domain/notifications/texts/it";
import type fr from "../fr/notifications";

const notifications = {
  title: "Notifiche",
  intro: "Gli ultimi 30 giorni.",
  bell: {
    name: "Notifiche",
    nameUnread_one: "Notifiche, {{count}} non letta",
    nameUnread_other: "Notifiche, {{count}} non lette",
    nameMany: "Notifiche, più di {{max}} non lette",
    status_one: "{{count}} notifica non letta",
    status_other: "{{count}} notifiche non lette",
    seeAll: "Vedi tutte le notifiche",
  },
  list: {
    count: "{{total}}, {{unread}}",
    total_one: "{{count}} notifica",
    total_other: "{{count}} notifiche",
    unreadCount_one: "{{count}} non letta",
    unreadCount_other: "{{count}} non lette",
    unread: "Non letta",
    markRead: "Segna come letta",
    markUnread: "Segna come non letta",
    markAllRead: "Segna tutto come letto",
    openWorker: "Apri la scheda del lavoratore",
    empty: "Nessuna notifica negli ultimi 30 giorni.",
    emptyFiltered: "Nessuna notifica con questi filtri.",
  },
  filters: {
    title: "Visualizzazione (in questo browser)",
    shown: "Mostra le notifiche",
    types: "Tipi mostrati",
  },
  types: {
    type1: "Missione accettata",
    type2: "Missione rifiutata",
    type3: "Iscrizione",
    type4: "SMS ricevuto",
    type5: "Disponibile",
    type6: "Non disponibile",
    type7: "Contratti da firmare",
  },
  templates,
} satisfies typeof fr;

export default notifications;
