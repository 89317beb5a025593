import { z } from "zod";
import { NOTIFICATION_TYPES } from "../enums/notification";

/** Spec 000 §3 Notification types, by name. */
export const NotificationType = {
  missionAccepted: 1,
  missionRefused: 2,
  registration: 3,
  smsReceived: 4,
  available: 5,
  unavailable: 6,
} as const satisfies Record<string, (typeof NOTIFICATION_TYPES)[number]>;

/** Spec 000 §9: the list covers the last 30 days. */
export const NOTIFICATION_WINDOW_DAYS = 30;
/** Spec 000 §7, §9: read states are sent in batches of 100. */
export const NOTIFICATION_BATCH_MAX = 100;

const FROM_FORMAT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** `?from=YYYY-MM-DD HH:MM:SS` (spec 000 §7), a Paris wall time like every time staff type or read. */
export const NotificationListQuerySchema = z.strictObject({
  from: z.string().regex(FROM_FORMAT, "Expected YYYY-MM-DD HH:MM:SS").optional(),
});

export const NotificationReadSchema = z.strictObject({ read: z.boolean() });

/** `{"<id>": {"read": bool}, …}`, at most 100 ids (spec 000 §7). */
export const NotificationReadMapSchema = z
  .record(z.string().regex(/^[1-9]\d{0,15}$/, "Expected a notification id"), NotificationReadSchema)
  .refine((map) => Object.keys(map).length >= 1, { message: "At least one notification" })
  .refine((map) => Object.keys(map).length <= NOTIFICATION_BATCH_MAX, {
    message: `At most ${NOTIFICATION_BATCH_MAX} notifications per call`,
  });

export const NotificationSchema = z.object({
  id: z.number().int(),
  type: z.union(NOTIFICATION_TYPES.map((type) => z.literal(type))),
  read: z.boolean(),
  title: z.string(),
  message: z.string().nullable(),
  created_at: z.string().describe("ISO 8601"),
  data: z.object({ order_id: z.number().int().nullable(), superworker_id: z.number().int().nullable() }),
});

export type Notification = z.infer<typeof NotificationSchema>;
