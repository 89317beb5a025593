import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { outboxMessages } from "../schema/outbox";

export async function listOutboxMessages(
  db: Database,
  filters: { channel?: "email" | "sms" | "multiposting"; recipient?: string },
  limit = 200,
) {
  const conditions: SQL[] = [eq(outboxMessages.direction, "outbound")];
  if (filters.channel) conditions.push(eq(outboxMessages.channel, filters.channel));
  if (filters.recipient) conditions.push(eq(outboxMessages.recipient, filters.recipient.toLowerCase()));
  const rows = await db
    .select({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      recipient: outboxMessages.recipient,
      subject: outboxMessages.subject,
      body: outboxMessages.body,
      attachments: outboxMessages.attachments,
      created_at: outboxMessages.created_at,
    })
    .from(outboxMessages)
    .where(and(...conditions))
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
  // The files' names only: their storage keys stay on the server.
  return rows.map((row) => ({
    ...row,
    attachments: (row.attachments ?? []).map(({ filename, contentType }) => ({ filename, content_type: contentType })),
  }));
}
