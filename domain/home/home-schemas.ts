import { z } from "zod";
import { RowIdQuerySchema } from "../validation/row-id";

// GET /v1/home: what an agent needs first (spec 000 §2 /home), each figure the count of the list it
// links to. A figure the caller has no right to see (orders, DPAE) is null.

export const HomeQuerySchema = z.strictObject({
  /** One space's figures; without it, every space of the caller's. */
  space_id: RowIdQuerySchema.optional(),
});

const figure = z.number().int().nonnegative();

export const HomeSchema = z.object({
  space_id: z.number().int().nullable(),
  /** Today in Paris, YYYY-MM-DD: the day the figures are about. */
  today: z.string(),
  /** Opened orders whose first period starts today, tomorrow (orders permission). */
  missions_starting: z.object({ today: figure, tomorrow: figure }).nullable(),
  /** Mission proposals sent and waiting for the worker's answer, on opened orders. */
  proposals_waiting: figure.nullable(),
  /** Places no accepted worker holds yet, on opened orders starting within 7 days. */
  open_places_next_7_days: figure.nullable(),
  /** Declarations in error (jobs-delegate). */
  dpae_errors: figure.nullable(),
  /** Contracts not signed by the end of their due day, as /contracts?late=true lists them (jobs-delegate). */
  contracts_late: figure.nullable(),
  /** Active workers with a document that has ended or ends within 30 days. */
  workers_with_documents_expiring: figure,
  /** The caller's unread notifications of the last 30 days. */
  unread_notifications: figure,
});
export type Home = z.infer<typeof HomeSchema>;

/** The open places window: today and the 6 days after it. */
export const HOME_OPEN_PLACES_DAYS = 7;
