import templates from "#domain/notifications/texts/de";
import type fr from "../fr/notifications";

const notifications = {
  title: "Benachrichtigungen",
  intro: "Die letzten 30 Tage.",
  bell: {
    name: "Benachrichtigungen",
    nameUnread_one: "Benachrichtigungen, {{count}} ungelesen",
    nameUnread_other: "Benachrichtigungen, {{count}} ungelesen",
    nameMany: "Benachrichtigungen, mehr als {{max}} ungelesen",
    status_one: "{{count}} ungelesene Benachrichtigung",
    status_other: "{{count}} ungelesene Benachrichtigungen",
    seeAll: "Alle Benachrichtigungen anzeigen",
  },
  list: {
    count: "{{total}}, {{unread}}",
    total_one: "{{count}} Benachrichtigung",
    total_other: "{{count}} Benachrichtigungen",
    unreadCount_one: "{{count}} ungelesen",
    unreadCount_other: "{{count}} ungelesen",
    unread: "Ungelesen",
    markRead: "Als gelesen markieren",
    markUnread: "Als ungelesen markieren",
    markAllRead: "Alle als gelesen markieren",
    openWorker: "Akte der Zeitarbeitskraft öffnen",
    empty: "Keine Benachrichtigungen in den letzten 30 Tagen.",
    emptyFiltered: "Keine Benachrichtigungen mit diesen Filtern.",
  },
  filters: {
    title: "Anzeige (in diesem Browser)",
    shown: "Benachrichtigungen anzeigen",
    types: "Angezeigte Typen",
  },
  types: {
    type1: "Einsatz angenommen",
    type2: "Einsatz abgelehnt",
    type3: "Registrierung",
    type4: "SMS empfangen",
    type5: "Verfügbar",
    type6: "Nicht verfügbar",
    type7: "Fällige Verträge",
  },
  templates,
} satisfies typeof fr;

export default notifications;
