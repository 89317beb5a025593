// The bell and the notifications screen (spec 000 §2, §9; spec 001 §3). French is the source.
import templates from "#domain/notifications/texts/fr";

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
    count: "{{total}}, {{unread}}",
    total_one: "{{count}} notification",
    total_other: "{{count}} notifications",
    unreadCount_one: "{{count}} non lue",
    unreadCount_other: "{{count}} non lues",
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
    type7: "Contrats à signer",
  },
  /** What each notification says, by template (decision 0042): the texts /v1 words its answers with. */
  templates,
};

export default notifications;
