import templates from "#domain/notifications/texts/en";
import type fr from "../fr/notifications";

const notifications = {
  title: "Notifications",
  intro: "The last 30 days.",
  bell: {
    name: "Notifications",
    nameUnread_one: "Notifications, {{count}} unread",
    nameUnread_other: "Notifications, {{count}} unread",
    nameMany: "Notifications, more than {{max}} unread",
    status_one: "{{count}} unread notification",
    status_other: "{{count}} unread notifications",
    seeAll: "See all notifications",
  },
  list: {
    count: "{{total}}, {{unread}}",
    total_one: "{{count}} notification",
    total_other: "{{count}} notifications",
    unreadCount_one: "{{count}} unread",
    unreadCount_other: "{{count}} unread",
    unread: "Unread",
    markRead: "Mark as read",
    markUnread: "Mark as unread",
    markAllRead: "Mark all as read",
    openWorker: "Open the worker's file",
    empty: "No notifications in the last 30 days.",
    emptyFiltered: "No notifications with these filters.",
  },
  filters: {
    title: "Display (in this browser)",
    shown: "Show notifications",
    types: "Types shown",
  },
  types: {
    type1: "Mission accepted",
    type2: "Mission refused",
    type3: "Registration",
    type4: "SMS received",
    type5: "Available",
    type6: "Unavailable",
    type7: "Contracts due",
  },
  templates,
} satisfies typeof fr;

export default notifications;
