import { sql } from "drizzle-orm";
import type { SmsQuestionKind } from "#domain/enums/sms";
import type { Database } from "../client";

export interface AwaitedReply {
  id: number;
  space_id: number;
  worker_id: number;
  phone: string;
  code: string;
  kind: SmsQuestionKind;
  subject_id: number | null;
  sms_idempotency_key: string;
  expires_at: number;
  answered_at: number | null;
  created_at: number;
  space_name: string;
}

const COLUMNS = sql.raw(`a.id, a.space_id, a.worker_id, a.phone, a.code, a.kind, a.subject_id, a.sms_idempotency_key,
  a.expires_at, a.answered_at, a.created_at, s.name as space_name`);

/** The codes taken by the open questions to these numbers: a new question to one of them draws another. */
export async function findCodesInUse(db: Database, phones: readonly string[]): Promise<Map<string, Set<string>>> {
  const taken = new Map<string, Set<string>>();
  if (phones.length === 0) return taken;
  const rows = await db.all<{ phone: string; code: string }>(sql`
    select phone, code from sms_awaited_replies
    where phone in (select value from json_each(${JSON.stringify([...new Set(phones)])})) and closed_at is null`);
  for (const row of rows) {
    const codes = taken.get(row.phone) ?? new Set<string>();
    codes.add(row.code);
    taken.set(row.phone, codes);
  }
  return taken;
}

/** The questions recorded for these SMS keys, with their codes (a retried call finds its first ones). */
export async function findAwaitedRepliesByKeys(db: Database, keys: readonly string[]) {
  if (keys.length === 0) return new Map<string, AwaitedReply>();
  const rows = await db.all<AwaitedReply>(sql`
    select ${COLUMNS} from sms_awaited_replies a join spaces s on s.id = a.space_id
    where a.sms_idempotency_key in (select value from json_each(${JSON.stringify(keys)}))`);
  return new Map(rows.map((row) => [row.sms_idempotency_key, row]));
}

/**
 * The questions to a number still waiting for an answer at `at`: not answered, not past their end,
 * their worker and space still there. Newest first.
 */
export async function findWaitingReplies(db: Database, phone: string, at: Date) {
  return db.all<AwaitedReply>(sql`
    select ${COLUMNS} from sms_awaited_replies a
      join spaces s on s.id = a.space_id and s.deleted_at is null
      join workers w on w.id = a.worker_id and w.space_id = a.space_id
    where a.phone = ${phone} and a.closed_at is null and a.answered_at is null and a.expires_at > ${at.getTime()}
    order by a.created_at desc, a.id desc`);
}

/** The open question to a number that carries this code, answered or not, if it has not ended at `at`. */
export async function findReplyByCode(db: Database, phone: string, code: string, at: Date) {
  const [row] = await db.all<AwaitedReply>(sql`
    select ${COLUMNS} from sms_awaited_replies a
      join spaces s on s.id = a.space_id and s.deleted_at is null
      join workers w on w.id = a.worker_id and w.space_id = a.space_id
    where a.phone = ${phone} and a.code = ${code} and a.closed_at is null and a.expires_at > ${at.getTime()}
    limit 1`);
  return row;
}
