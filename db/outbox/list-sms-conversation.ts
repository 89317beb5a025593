import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { outboxMessages } from "../schema/outbox";
import { smsMessages } from "../schema/sms";
import { workers } from "../schema/workers";

/**
 * The SMS the local driver "sent" and the replies played on /dev/sms, newest first, each with the
 * worker it concerns: the one its stored SMS names (the local driver's provider id is `local:` and the
 * idempotency key; a played reply's is its own id), else the first worker with that mobile.
 */
export async function listSmsConversation(db: Database, limit = 200) {
  const stored = db
    .select({ worker_id: smsMessages.worker_id })
    .from(smsMessages)
    .where(
      sql`${smsMessages.provider_message_id} = case when ${outboxMessages.direction} = 'outbound' then 'local:' || ${outboxMessages.idempotency_key} else ${outboxMessages.idempotency_key} end`,
    )
    .limit(1);
  const byPhone = db
    .select({ id: workers.id })
    .from(workers)
    .where(eq(workers.mobile_phone_number, outboxMessages.recipient))
    .orderBy(workers.id)
    .limit(1);
  const workerId = sql<number | null>`coalesce((${stored}), (${byPhone}))`;
  const rows = await db
    .select({
      id: outboxMessages.id,
      direction: outboxMessages.direction,
      phone: outboxMessages.recipient,
      body: outboxMessages.body,
      created_at: outboxMessages.created_at,
      worker_id: workerId,
    })
    .from(outboxMessages)
    .where(eq(outboxMessages.channel, "sms"))
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
  const ids = [...new Set(rows.map((row) => row.worker_id).filter((id): id is number => id !== null))];
  const names = new Map<number, string>();
  if (ids.length > 0) {
    const found = await db
      .select({ id: workers.id, first_name: workers.first_name, last_name: workers.last_name })
      .from(workers)
      .where(sql`${workers.id} in (select value from json_each(${JSON.stringify(ids)}))`);
    for (const worker of found) names.set(worker.id, `${worker.first_name} ${worker.last_name}`);
  }
  return rows.map((row) => ({ ...row, worker_name: row.worker_id === null ? null : (names.get(row.worker_id) ?? null) }));
}
