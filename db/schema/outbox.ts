import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";

/**
 * What the local drivers "sent" (e-mails, SMS, offers to the multiposting application…), so a person can read it on the dev page. The
 * idempotency key makes a redelivered queue message record nothing twice.
 */
export const outboxMessages = sqliteTable(
  "outbox_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    channel: text("channel", { enum: ["email", "sms", "multiposting"] }).notNull(),
    idempotency_key: text("idempotency_key").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("outbox_messages_idempotency_unique").on(t.idempotency_key)],
);

/** Queue messages already handled, keyed by their idempotency key (a message delivered twice acts once). */
export const processedJobs = sqliteTable("processed_jobs", {
  idempotency_key: text("idempotency_key").primaryKey(),
  type: text("type").notNull(),
  processed_at: integer("processed_at", { mode: "timestamp_ms" }).notNull(),
});
