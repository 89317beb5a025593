import type { Database } from "../client";
import { outboxMessages } from "../schema/outbox";

/**
 * Records what a local driver "sent". A second delivery of the same queue message hits the unique
 * idempotency key and records nothing.
 */
export async function recordOutboxMessage(
  db: Database,
  message: { channel: "email" | "sms" | "multiposting"; idempotencyKey: string; recipient: string; subject: string | null; body: string },
) {
  const inserted = await db
    .insert(outboxMessages)
    .values({
      channel: message.channel,
      idempotency_key: message.idempotencyKey,
      recipient: message.recipient.toLowerCase(),
      subject: message.subject,
      body: message.body,
    })
    .onConflictDoNothing()
    .returning({ id: outboxMessages.id });
  return inserted.length > 0;
}
