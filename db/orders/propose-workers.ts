import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { orderWorkers } from "../schema/orders";

/**
 * Records the proposal to each worker (status waiting) in one statement. A worker already waiting,
 * thinking it over or accepted is left as they are; one who refused or was cancelled is asked again.
 * Returns the rows (re)proposed now: only those get the SMS.
 */
export async function proposeWorkers(
  db: Database,
  order: { id: number; space_id: number },
  workerIds: readonly number[],
  userId: number,
  now: Date,
) {
  if (workerIds.length === 0) return [];
  const rows = [];
  // 100 bound parameters per D1 statement: 8 values a row and the update's own, so 10 rows a statement.
  for (let start = 0; start < workerIds.length; start += 10) {
    const chunk = workerIds.slice(start, start + 10);
    rows.push(
      db
        .insert(orderWorkers)
        .values(
          chunk.map((workerId) => ({
            space_id: order.space_id,
            order_id: order.id,
            worker_id: workerId,
            status: "waiting" as const,
            proposed_at: now,
            user_id: userId,
            created_at: now,
            updated_at: now,
          })),
        )
        .onConflictDoUpdate({
          target: [orderWorkers.order_id, orderWorkers.worker_id],
          targetWhere: sql`period_id is null`,
          set: {
            status: "waiting",
            proposed_at: now,
            reply: null,
            replied_at: null,
            reply_sms_message_id: null,
            outcome: null,
            updated_at: now,
          },
          setWhere: sql`${orderWorkers.status} in ('select', 'refused', 'cancelled')`,
        })
        .returning({ id: orderWorkers.id, worker_id: orderWorkers.worker_id }),
    );
  }
  const [first, ...rest] = rows;
  const results = await db.batch([first!, ...rest]);
  return results.flat();
}
