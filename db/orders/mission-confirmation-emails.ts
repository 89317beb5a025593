import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { missionConfirmationEmails } from "../schema/mission-confirmations";

/** The contacts already e-mailed the confirmation of this worker on this order. */
export async function listConfirmedContactIds(db: Database, spaceId: number, orderId: number, workerId: number): Promise<number[]> {
  const rows = await db
    .select({ contact_id: missionConfirmationEmails.contact_id })
    .from(missionConfirmationEmails)
    .where(
      and(
        eq(missionConfirmationEmails.space_id, spaceId),
        eq(missionConfirmationEmails.order_id, orderId),
        eq(missionConfirmationEmails.worker_id, workerId),
      ),
    );
  return rows.map((row) => row.contact_id);
}

export interface ConfirmationEmailRecord {
  spaceId: number;
  orderId: number;
  workerId: number;
  contactId: number;
  email: string;
  userId: number | null;
  at: Date;
}

/** The statement recording e-mailed confirmations (to batch with the log); a row already there stays as it is. */
export function recordConfirmationEmails(db: Database, records: readonly [ConfirmationEmailRecord, ...ConfirmationEmailRecord[]]) {
  return db
    .insert(missionConfirmationEmails)
    .values(
      records.map((record) => ({
        space_id: record.spaceId,
        order_id: record.orderId,
        worker_id: record.workerId,
        contact_id: record.contactId,
        email: record.email,
        user_id: record.userId,
        created_at: record.at,
      })),
    )
    .onConflictDoNothing();
}
