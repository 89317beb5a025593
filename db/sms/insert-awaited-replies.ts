import { sql } from "drizzle-orm";
import type { SmsQuestionKind } from "#domain/enums/sms";
import type { Database } from "../client";

export interface NewAwaitedReply {
  spaceId: number;
  workerId: number;
  phone: string;
  code: string;
  kind: SmsQuestionKind;
  subjectId: number | null;
  /** The outbound SMS's idempotency key: one question per SMS, whoever asks twice. */
  smsIdempotencyKey: string;
  expiresAt: Date;
}

/**
 * Records the questions in one statement (rows as one JSON parameter). A row whose SMS key exists is
 * left as it is (a retried call keeps its first code); a row whose code another open question to the
 * same number took meanwhile is not written either, and the caller draws it another code.
 */
export async function insertAwaitedReplies(db: Database, rows: readonly NewAwaitedReply[], now: Date) {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((row) => [
      row.spaceId,
      row.workerId,
      row.phone,
      row.code,
      row.kind,
      row.subjectId,
      row.smsIdempotencyKey,
      row.expiresAt.getTime(),
    ]),
  );
  await db.run(sql`
    insert into sms_awaited_replies (space_id, worker_id, phone, code, kind, subject_id, sms_idempotency_key, expires_at, created_at)
    select value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6, value ->> 7, ${now.getTime()}
    from json_each(${json}) where true
    on conflict do nothing`);
}
