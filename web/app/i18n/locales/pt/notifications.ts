import templates from "#domain/notifications/texts/pt";
import type fr from "../fr/notifications";

const notifications = {
  title: "Notificações",
  intro: "Os últimos 30 dias.",
  bell: {
    name: "Notificações",
    nameUnread_one: "Notificações, {{count}} por ler",
    nameUnread_other: "Notificações, {{count}} por ler",
    nameMany: "Notificações, mais de {{max}} por ler",
    status_one: "{{count}} notificação por ler",
    status_other: "{{count}} notificações por ler",
    seeAll: "Ver todas as notificações",
  },
  list: {
    count: "{{total}}, {{unread}}",
    total_one: "{{count}} notificação",
    total_other: "{{count}} notificações",
    unreadCount_one: "{{count}} por ler",
    unreadCount_other: "{{count}} por ler",
    unread: "Por ler",
    markRead: "Marcar como lida",
    markUnread: "Marcar como não lida",
    markAllRead: "Marcar tudo como lido",
    openWorker: "Abrir a ficha do trabalhador",
    empty: "Nenhuma notificação nos últimos 30 dias.",
    emptyFiltered: "Nenhuma notificação com estes filtros.",
  },
  filters: {
    title: "Apresentação (neste navegador)",
    shown: "Mostrar as notificações",
    types: "Tipos mostrados",
  },
  types: {
    type1: "Missão aceite",
    type2: "Missão recusada",
    type3: "Inscrição",
    type4: "SMS recebido",
    type5: "Disponível",
    type6: "Indisponível",
    type7: "Contratos a assinar",
  },
  templates,
} satisfies typeof fr;

export default notifications;
