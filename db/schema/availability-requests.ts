import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { AVAILABILITY_ANSWERS, AVAILABILITY_REQUEST_STATUSES } from "#domain/enums/availability-request";
import { enumCheck, timestamps } from "./columns";
import { smsMessages } from "./sms";
import { spaces } from "./spaces";
import { users } from "./users";
import { workers } from "./workers";
import { workerAvailabilities } from "./worker-details";

/**
 * A question sent to a worker by SMS: "available from … to …? Reply OUI or NON" (spec 000 §1). A reply
 * answers the worker's latest open request (decision 0021); later replies to it raise "SMS received".
 */
export const availabilityRequests = sqliteTable(
  "availability_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: integer("space_id")
      .notNull()
      .references(() => spaces.id),
    worker_id: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    starts_at: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    ends_at: integer("ends_at", { mode: "timestamp_ms" }).notNull(),
    status: text("status", { enum: AVAILABILITY_REQUEST_STATUSES }).notNull().default("open"),
    answer: text("answer", { enum: AVAILABILITY_ANSWERS }),
    answered_at: integer("answered_at", { mode: "timestamp_ms" }),
    /** The availability the answer recorded; null when it clashed with one already there. */
    availability_id: integer("availability_id").references(() => workerAvailabilities.id, { onDelete: "set null" }),
    /** The reply that answered it. */
    reply_sms_message_id: integer("reply_sms_message_id").references(() => smsMessages.id, { onDelete: "set null" }),
    /** Who asked; null for the automatic follow-up at a period's end. */
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    enumCheck("availability_requests_status_check", t.status, AVAILABILITY_REQUEST_STATUSES),
    index("availability_requests_worker_status_idx").on(t.space_id, t.worker_id, t.status, t.created_at),
  ],
);
