import { sql } from "drizzle-orm";
import type { SmsQuestionKind } from "#domain/enums/sms";
import type { Database } from "../client";

/**
 * The question about this subject is answered (by this SMS): it no longer waits, so a later bare reply
 * to the same number is not counted as waiting here. The first answer is kept.
 */
export async function markAwaitedReplyAnswered(db: Database, kind: SmsQuestionKind, subjectId: number, smsId: number, now: Date) {
  await db.run(sql`
    update sms_awaited_replies set answered_at = ${now.getTime()}, answered_sms_message_id = ${smsId}
    where kind = ${kind} and subject_id = ${subjectId} and answered_at is null`);
}
