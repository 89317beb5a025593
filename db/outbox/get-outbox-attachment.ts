import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { outboxMessages } from "../schema/outbox";

/** One file of a recorded e-mail, by its rank among the e-mail's attachments. */
export async function getOutboxAttachment(db: Database, messageId: number, index: number) {
  const [row] = await db.select({ attachments: outboxMessages.attachments }).from(outboxMessages).where(eq(outboxMessages.id, messageId));
  return row?.attachments?.[index];
}
