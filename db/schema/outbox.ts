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
    /** outbound: what a local driver "sent"; inbound: a worker's reply played on /dev/sms (decision 0045). */
    direction: text("direction", { enum: ["outbound", "inbound"] })
      .notNull()
      .default("outbound"),
    idempotency_key: text("idempotency_key").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    /** An e-mail's files, by their storage key, so /dev/outbox opens them (decision 0045). */
    attachments: text("attachments", { mode: "json" }).$type<{ fileKey: string; filename: string; contentType: string }[]>(),
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
