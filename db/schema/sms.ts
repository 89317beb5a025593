import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { SMS_DIRECTIONS, SMS_ENCODINGS, SMS_QUESTION_KINDS, SMS_STATUSES } from "#domain/enums/sms";
import { createdAt, enumCheck, timestamps } from "./columns";
import { orders } from "./orders";
import { spaces } from "./spaces";
import { users } from "./users";
import { workers } from "./workers";

// SMS sent and received (spec 000 §3 SMS: send date, optional reminder date; §5 SMS length; DOMAIN.md
// Providers). Numbers are E.164. A redelivered queue message finds its row by idempotency key.
export const smsMessages = sqliteTable(
  "sms_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: integer("space_id")
      .notNull()
      .references(() => spaces.id),
    direction: text("direction", { enum: SMS_DIRECTIONS }).notNull(),
    /** Inbound messages are stored as delivered. */
    status: text("status", { enum: SMS_STATUSES }).notNull(),
    to_phone: text("to_phone").notNull(),
    from_phone: text("from_phone"),
    body: text("body").notNull(),
    segments: integer("segments").notNull(),
    encoding: text("encoding", { enum: SMS_ENCODINGS }).notNull(),
    /** When to send (scheduled SMS); null means at once. */
    send_at: integer("send_at", { mode: "timestamp_ms" }),
    /** Optional reminder, after send_at (spec 000 §5). */
    reminder_at: integer("reminder_at", { mode: "timestamp_ms" }),
    sent_at: integer("sent_at", { mode: "timestamp_ms" }),
    delivered_at: integer("delivered_at", { mode: "timestamp_ms" }),
    /**
     * When a queue consumer took the row to hand it to the provider (decision 0020). A claim older than
     * the lease is taken again and the provider called with the same idempotency key, never a new one.
     */
    claimed_at: integer("claimed_at", { mode: "timestamp_ms" }),
    provider_message_id: text("provider_message_id"),
    error_message: text("error_message"),
    worker_id: integer("worker_id").references(() => workers.id, { onDelete: "set null" }),
    order_id: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** The sender, for outbound messages typed by a user. */
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    idempotency_key: text("idempotency_key").notNull(),
    ...timestamps(),
  },
  (t) => [
    enumCheck("sms_messages_direction_check", t.direction, SMS_DIRECTIONS),
    enumCheck("sms_messages_status_check", t.status, SMS_STATUSES),
    enumCheck("sms_messages_encoding_check", t.encoding, SMS_ENCODINGS),
    check("sms_messages_segments_check", sql`${t.segments} >= 1`),
    check("sms_messages_reminder_check", sql`${t.reminder_at} > ${t.send_at}`),
    uniqueIndex("sms_messages_provider_message_id_unique").on(t.provider_message_id),
    uniqueIndex("sms_messages_idempotency_key_unique").on(t.idempotency_key),
    index("sms_messages_space_created_idx").on(t.space_id, t.created_at),
    index("sms_messages_space_worker_created_idx").on(t.space_id, t.worker_id, t.created_at),
    index("sms_messages_space_order_idx").on(t.space_id, t.order_id),
    index("sms_messages_status_send_idx").on(t.status, t.send_at),
    // A user's SMS of the last minutes (the send rate, decision 0043) and who messaged a number (a STOP).
    index("sms_messages_user_created_idx").on(t.user_id, t.created_at),
    index("sms_messages_to_phone_space_idx").on(t.to_phone, t.space_id),
    // The statistics (decision 0047): SMS sent by the day they left, replies by the day they came.
    index("sms_messages_space_sent_idx")
      .on(t.space_id, t.sent_at)
      .where(sql`sent_at is not null and direction = 'outbound'`),
    index("sms_messages_space_inbound_idx")
      .on(t.space_id, t.created_at)
      .where(sql`direction = 'inbound'`),
  ],
);

/** Numbers that answered STOP (or were blocked): nothing more is sent to them from this space. */
export const smsSuppressions = sqliteTable(
  "sms_suppressions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: integer("space_id")
      .notNull()
      .references(() => spaces.id),
    phone: text("phone").notNull(),
    /** stop, manual, bounced… */
    reason: text("reason"),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("sms_suppressions_space_phone_unique").on(t.space_id, t.phone)],
);

/**
 * An outbound SMS that expects an answer (an availability request, a mission proposal, an arrival
 * check), with the reply code it carries ("Répondez OUI 4821"). An inbound SMS is matched to the
 * question it answers by that code, or by the provider's reference to the last message it sent that
 * number (SMSFactor's `last_message_id`, our idempotency key), never by which agency holds the number
 * (decision 0043). A code is unique among the open questions to one number, whatever the space.
 */
export const smsAwaitedReplies = sqliteTable(
  "sms_awaited_replies",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: integer("space_id")
      .notNull()
      .references(() => spaces.id),
    worker_id: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    /** E.164: the number the question went to. */
    phone: text("phone").notNull(),
    /** Four digits, carried in the question's text. */
    code: text("code").notNull(),
    kind: text("kind", { enum: SMS_QUESTION_KINDS }).notNull(),
    /** The availability request or the order_workers row asked about; null for a conversation code. */
    subject_id: integer("subject_id"),
    /** The outbound SMS's idempotency key: what SMSFactor names back as `last_message_id`. */
    sms_idempotency_key: text("sms_idempotency_key").notNull(),
    /** After this the question is closed: a reply no longer reaches it (an availability's period end). */
    expires_at: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    answered_at: integer("answered_at", { mode: "timestamp_ms" }),
    answered_sms_message_id: integer("answered_sms_message_id").references(() => smsMessages.id, { onDelete: "set null" }),
    /** Set once expired (nightly): the code is free again for that number. */
    closed_at: integer("closed_at", { mode: "timestamp_ms" }),
    created_at: createdAt(),
  },
  (t) => [
    enumCheck("sms_awaited_replies_kind_check", t.kind, SMS_QUESTION_KINDS),
    uniqueIndex("sms_awaited_replies_key_unique").on(t.sms_idempotency_key),
    uniqueIndex("sms_awaited_replies_phone_code_unique")
      .on(t.phone, t.code)
      .where(sql`${t.closed_at} is null`),
    index("sms_awaited_replies_phone_expires_idx").on(t.phone, t.expires_at),
    index("sms_awaited_replies_subject_idx").on(t.kind, t.subject_id),
  ],
);

/**
 * An inbound SMS that went to no agency: several wait on its number and it named none (decision 0043).
 * Kept once per provider message, so the worker is asked which agency once, however often the
 * provider or the queue delivers it.
 */
export const smsUnroutedReplies = sqliteTable("sms_unrouted_replies", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  provider_message_id: text("provider_message_id").notNull().unique(),
  from_phone: text("from_phone").notNull(),
  body: text("body").notNull(),
  received_at: integer("received_at", { mode: "timestamp_ms" }).notNull(),
  /** The question asking which agency; sent once (claimed, then marked sent). */
  question: text("question").notNull(),
  question_claimed_at: integer("question_claimed_at", { mode: "timestamp_ms" }),
  question_sent_at: integer("question_sent_at", { mode: "timestamp_ms" }),
  created_at: createdAt(),
});
