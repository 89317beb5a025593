import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { NOTIFICATION_TYPES } from "../../domain/enums/notification";
import { createdAt, enumCheck, flag } from "./columns";
import { orders } from "./orders";
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
    read: flag("read"),
    title: text("title").notNull(),
    message: text("message"),
    data_order_id: integer("data_order_id").references(() => orders.id, { onDelete: "set null" }),
    data_superworker_id: integer("data_superworker_id").references(() => workers.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [
    enumCheck("notifications_type_check", t.type, NOTIFICATION_TYPES),
    index("notifications_space_created_idx").on(t.space_id, t.created_at),
    index("notifications_user_read_idx").on(t.user_id, t.read),
  ],
);
