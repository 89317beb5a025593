// The bell and the notifications screen (spec 000 §2, §9; spec 001 §3). French is the source.
const notifications = {
  title: "Notifications",
  intro: "Les 30 derniers jours.",
  bell: {
    name: "Notifications",
    nameUnread_one: "Notifications, {{count}} non lue",
    nameUnread_other: "Notifications, {{count}} non lues",
    nameMany: "Notifications, plus de {{max}} non lues",
    status_one: "{{count}} notification non lue",
    status_other: "{{count}} notifications non lues",
    seeAll: "Voir toutes les notifications",
  },
  list: {
    count_one: "{{count}} notification, {{unread}} non lue(s)",
    count_other: "{{count}} notifications, {{unread}} non lue(s)",
    unread: "Non lue",
    markRead: "Marquer comme lue",
    markUnread: "Marquer comme non lue",
    markAllRead: "Tout marquer comme lu",
    openWorker: "Voir la fiche de l'intérimaire",
    empty: "Aucune notification sur les 30 derniers jours.",
    emptyFiltered: "Aucune notification avec ces filtres.",
  },
  filters: {
    title: "Affichage (dans ce navigateur)",
    shown: "Afficher les notifications",
    types: "Types affichés",
  },
  types: {
    type1: "Mission acceptée",
    type2: "Mission refusée",
    type3: "Inscription",
    type4: "SMS reçu",
    type5: "Disponible",
    type6: "Indisponible",
  },
};

export default notifications;
