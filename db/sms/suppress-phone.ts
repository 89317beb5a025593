import type { Database } from "../client";
import { smsSuppressions } from "../schema/sms";

/** STOP: nothing more goes to this number from this space (idempotent). */
export async function suppressPhone(db: Database, spaceId: number, phone: string, reason: string, now: Date) {
  await db.insert(smsSuppressions).values({ space_id: spaceId, phone, reason, created_at: now }).onConflictDoNothing();
}
