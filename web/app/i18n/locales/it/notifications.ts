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
    count_one: "{{count}} notifica, {{unread}} non letta/e",
    count_other: "{{count}} notifiche, {{unread}} non letta/e",
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
  },
} satisfies typeof fr;

export default notifications;
