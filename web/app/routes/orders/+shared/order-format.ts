import { useTranslation } from "#web/app/i18n/use-translation";
import type { ORDER_STATUSES, ORDER_TEMPLATE_STATUSES } from "#domain/enums/order";
import { formatOrderDate, formatReference } from "#domain/orders/reference-number";
import type { BadgeTone } from "#web/app/components/badge";

// How the order screens write references and dates (file 001 §2, spec 000 §9): CO / PE with day/month
// in French and the other Latin languages, OR / WO with month/day in English, following the interface.

export function useOrderFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    order: (number: number) => formatReference("order", number, language),
    worker: (id: number) => formatReference("worker", id, language),
    date: (iso: string | null) => (iso ? formatOrderDate(new Date(iso), language) : ""),
  };
}

export const ORDER_STATUS_TONES: Record<(typeof ORDER_STATUSES)[number], BadgeTone> = {
  pending: "amber",
  processing: "sky",
  closed: "emerald",
  cancelled: "neutral",
};

export const WORKER_STATUS_TONES: Record<(typeof ORDER_TEMPLATE_STATUSES)[number], BadgeTone> = {
  select: "neutral",
  in_progress: "violet",
  waiting: "amber",
  accepted: "emerald",
  refused: "primary",
  replaced: "indigo",
  abandoned: "neutral",
  cancelled: "neutral",
};
