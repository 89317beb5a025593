import { z } from "zod";
import type { JobDefinition } from "./job-envelope";

// Scheduled work of an order (issue 13 item 6), recorded in scheduled_jobs when a worker takes a place
// and run by the every-minute cron (decision 0021). Each is keyed per order and worker: scheduled
// twice, it exists once.

const OrderWorkerPayload = z.object({ order_id: z.number().int(), worker_id: z.number().int(), space_id: z.number().int() });

/** The automatic reminder SMS, the order's reminder_hours_before hours before its first start. */
export const OrderReminderJob = {
  type: "order.reminder",
  version: 1,
  schema: OrderWorkerPayload,
} as const satisfies JobDefinition<z.ZodType>;

/** SMS validation of client arrival: at the first start, the worker is asked to confirm they are there. */
export const OrderArrivalCheckJob = {
  type: "order.arrival_check",
  version: 1,
  schema: OrderWorkerPayload,
} as const satisfies JobDefinition<z.ZodType>;

export function orderJobKey(type: string, orderId: number, workerId: number) {
  return `${type}:${orderId}:${workerId}`;
}
