import { ORDER_TEMPLATE_STATUSES, type OrderTemplateStatus } from "../enums/order";

// Spec 000 §2 `/orders/{id}/{order_template_status_id}`: the segment names one order-template status
// by its id — its rank in spec 000 §3's list, from 1 (select) to 8 (cancelled) — or, as the order
// file's own tabs link, by its name (decision 0048).

/** The id of a status in the route: its rank in spec 000 §3's list, from 1. */
export function orderTemplateStatusIdOf(status: OrderTemplateStatus): number {
  return ORDER_TEMPLATE_STATUSES.indexOf(status) + 1;
}

/** The status a route segment names, by id or by name; null for anything else. */
export function orderTemplateStatusOfSegment(segment: string): OrderTemplateStatus | null {
  if (/^[1-9]\d?$/.test(segment)) return ORDER_TEMPLATE_STATUSES[Number(segment) - 1] ?? null;
  return ORDER_TEMPLATE_STATUSES.find((known) => known === segment) ?? null;
}
