import templates from "#domain/notifications/texts/es";
import type fr from "../fr/notifications";

const notifications = {
  title: "Notificaciones",
  intro: "Los últimos 30 días.",
  bell: {
    name: "Notificaciones",
    nameUnread_one: "Notificaciones, {{count}} sin leer",
    nameUnread_other: "Notificaciones, {{count}} sin leer",
    nameMany: "Notificaciones, más de {{max}} sin leer",
    status_one: "{{count}} notificación sin leer",
    status_other: "{{count}} notificaciones sin leer",
    seeAll: "Ver todas las notificaciones",
  },
  list: {
    count: "{{total}}, {{unread}}",
    total_one: "{{count}} notificación",
    total_other: "{{count}} notificaciones",
    unreadCount_one: "{{count}} sin leer",
    unreadCount_other: "{{count}} sin leer",
    unread: "Sin leer",
    markRead: "Marcar como leída",
    markUnread: "Marcar como no leída",
    markAllRead: "Marcar todo como leído",
    openWorker: "Ver la ficha del trabajador",
    empty: "Ninguna notificación en los últimos 30 días.",
    emptyFiltered: "Ninguna notificación con estos filtros.",
  },
  filters: {
    title: "Visualización (en este navegador)",
    shown: "Mostrar las notificaciones",
    types: "Tipos mostrados",
  },
  types: {
    type1: "Misión aceptada",
    type2: "Misión rechazada",
    type3: "Inscripción",
    type4: "SMS recibido",
    type5: "Disponible",
    type6: "No disponible",
    type7: "Contratos por firmar",
  },
  templates,
} satisfies typeof fr;

export default notifications;
