import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { contacts } from "./companies";
import { orders } from "./orders";
import { spaces } from "./spaces";
import { users } from "./users";
import { workers } from "./workers";

/**
 * A mission confirmation e-mailed to one of the client's contacts for one accepted worker (decision
 * 0031): at most once per order, worker and contact, whatever the clicks and retries.
 * The provider's idempotency key covers the race of two sends at once; this row covers the days after.
 */
export const missionConfirmationEmails = sqliteTable(
  "mission_confirmation_emails",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: integer("space_id")
      .notNull()
      .references(() => spaces.id),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    worker_id: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    contact_id: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    /** The address it went to, as it was then. */
    email: text("email").notNull(),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("mission_confirmation_emails_unique").on(t.order_id, t.worker_id, t.contact_id),
    index("mission_confirmation_emails_space_idx").on(t.space_id, t.created_at),
  ],
);
