import type { Database } from "../client";
import { outboxMessages } from "../schema/outbox";

/**
 * Records what a local driver "sent". A second delivery of the same queue message hits the unique
 * idempotency key and records nothing.
 */
export async function recordOutboxMessage(
  db: Database,
  message: {
    channel: "email" | "sms" | "multiposting";
    /** Outbound unless it is a reply played on /dev/sms. */
    direction?: "outbound" | "inbound";
    idempotencyKey: string;
    recipient: string;
    subject: string | null;
    body: string;
    attachments?: { fileKey: string; filename: string; contentType: string }[];
  },
  now: Date,
) {
  const inserted = await db
    .insert(outboxMessages)
    .values({
      channel: message.channel,
      direction: message.direction ?? "outbound",
      idempotency_key: message.idempotencyKey,
      recipient: message.recipient.toLowerCase(),
      subject: message.subject,
      body: message.body,
      created_at: now,
      attachments: message.attachments?.length ? message.attachments : null,
    })
    .onConflictDoNothing()
    .returning({ id: outboxMessages.id });
  return inserted.length > 0;
}
