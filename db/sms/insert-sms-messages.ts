import { sql } from "drizzle-orm";
import type { Database } from "../client";

export interface NewOutboundSms {
  spaceId: number;
  workerId: number | null;
  orderId: number | null;
  userId: number | null;
  toPhone: string;
  body: string;
  segments: number;
  encoding: "gsm7" | "ucs2";
  status: "queued" | "scheduled";
  sendAt: Date | null;
  reminderAt: Date | null;
  idempotencyKey: string;
}

/**
 * The allowance an insert re-checks inside its own statement (decision 0043): the user's SMS since
 * `userSince` and the space's since `daySince`, plus these rows, within their limits. SQLite runs one
 * write at a time, so two calls racing each other cannot both pass what one alone could not.
 */
export interface SmsSendGuard {
  userId: number;
  userSince: Date;
  userLimit: number;
  spaceId: number;
  daySince: Date;
  dayBudget: number;
}

/** Thrown when the guard refused the rows: the caller says which limit. */
export class SmsAllowanceRaced extends Error {}

/**
 * Inserts outbound SMS rows in one statement whatever their number: the rows travel as one JSON
 * parameter (D1 binds at most 100 per statement) and `json_each` unpacks them. A row whose
 * idempotency key already exists is left as it is (a retried call inserts nothing twice); the answer
 * gives the id and status of every key, and whether this call created it.
 */
export async function insertSmsMessages(db: Database, rows: readonly NewOutboundSms[], now: Date, guard?: SmsSendGuard) {
  const result = new Map<string, { id: number; status: string; created: boolean }>();
  if (rows.length === 0) return result;
  const json = JSON.stringify(
    rows.map((row) => [
      row.spaceId,
      row.workerId,
      row.orderId,
      row.userId,
      row.toPhone,
      row.body,
      row.segments,
      row.encoding,
      row.status,
      row.sendAt?.getTime() ?? null,
      row.reminderAt?.getTime() ?? null,
      row.idempotencyKey,
    ]),
  );
  const at = now.getTime();
  const allowed = guard
    ? sql`(select count(*) from sms_messages where user_id = ${guard.userId} and direction = 'outbound'
          and created_at > ${guard.userSince.getTime()}) + ${rows.length} <= ${guard.userLimit}
        and (select count(*) from sms_messages where space_id = ${guard.spaceId} and direction = 'outbound'
          and created_at >= ${guard.daySince.getTime()}) + ${rows.length} <= ${guard.dayBudget}`
    : sql`true`;
  const created = await db.all<{ id: number; idempotency_key: string; status: string }>(sql`
    insert into sms_messages (space_id, worker_id, order_id, user_id, to_phone, body, segments, encoding, status,
      send_at, reminder_at, idempotency_key, direction, created_at, updated_at)
    select value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6, value ->> 7,
      value ->> 8, value ->> 9, value ->> 10, value ->> 11, 'outbound', ${at}, ${at}
    from json_each(${json}) where ${allowed}
    on conflict (idempotency_key) do nothing
    returning id, idempotency_key, status`);
  for (const row of created) result.set(row.idempotency_key, { id: row.id, status: row.status, created: true });
  if (created.length < rows.length) {
    // A retried call: the rows stored the first time, as they are now.
    const keys = JSON.stringify(rows.map((row) => row.idempotencyKey).filter((key) => !result.has(key)));
    const existing = await db.all<{ id: number; idempotency_key: string; status: string }>(
      sql`select id, idempotency_key, status from sms_messages where idempotency_key in (select value from json_each(${keys}))`,
    );
    for (const row of existing) result.set(row.idempotency_key, { id: row.id, status: row.status, created: false });
    // Nothing stored and nothing there before: the guard refused them.
    if (guard && created.length === 0 && existing.length === 0) throw new SmsAllowanceRaced("SMS allowance exceeded meanwhile");
  }
  return result;
}
