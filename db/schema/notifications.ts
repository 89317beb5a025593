import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { NOTIFICATION_TYPES } from "#domain/enums/notification";
import type { NotificationTemplate } from "#domain/notifications/notification-templates";
import { createdAt, enumCheck } from "./columns";
import { orders } from "./orders";
import { smsMessages } from "./sms";
import { spaces } from "./spaces";
import { users } from "./users";
import { workers } from "./workers";

// spec 000 §3 Notification: type 1 mission accepted, 2 refused, 3 registration, 4 SMS received,
// 5 available, 6 unavailable; data carries order_id and superworker_id (a worker).
export const notifications = sqliteTable(
  "notifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: integer("space_id")
      .notNull()
      .references(() => spaces.id),
    /** The recipient; null for a notification to every user of the space. */
    user_id: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    type: integer("type").$type<(typeof NOTIFICATION_TYPES)[number]>().notNull(),
    /** What it says, as a template key (domain/notifications/notification-templates.ts), worded for each reader (decision 0042). */
    template: text("template").$type<NotificationTemplate>().notNull(),
    /** The template's parameters, as JSON: names, numbers, instants, an SMS's words. */
    params: text("params").notNull(),
    data_order_id: integer("data_order_id").references(() => orders.id, { onDelete: "set null" }),
    data_superworker_id: integer("data_superworker_id").references(() => workers.id, { onDelete: "set null" }),
    /** The inbound SMS that raised it (types 4, 5, 6): a redelivered SMS raises nothing twice. */
    data_sms_message_id: integer("data_sms_message_id").references(() => smsMessages.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [
    enumCheck("notifications_type_check", t.type, NOTIFICATION_TYPES),
    index("notifications_space_created_idx").on(t.space_id, t.created_at),
    uniqueIndex("notifications_sms_message_unique").on(t.data_sms_message_id),
  ],
);

/**
 * Read state per user (decision 0021): a notification to every user of a space is read by each user
 * on their own. A row means "read by this user"; no row, unread.
 */
export const notificationReads = sqliteTable(
  "notification_reads",
  {
    notification_id: integer("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    read_at: integer("read_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.notification_id, t.user_id] }), index("notification_reads_user_idx").on(t.user_id)],
);
