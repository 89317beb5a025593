import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { outboxMessages } from "../schema/outbox";

export async function listOutboxMessages(
  db: Database,
  filters: { channel?: "email" | "sms" | "multiposting"; recipient?: string },
  limit = 200,
) {
  const conditions: SQL[] = [];
  if (filters.channel) conditions.push(eq(outboxMessages.channel, filters.channel));
  if (filters.recipient) conditions.push(eq(outboxMessages.recipient, filters.recipient.toLowerCase()));
  return db
    .select({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      recipient: outboxMessages.recipient,
      subject: outboxMessages.subject,
      body: outboxMessages.body,
      created_at: outboxMessages.created_at,
    })
    .from(outboxMessages)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
}
