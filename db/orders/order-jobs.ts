import { and, eq, isNull, sql } from "drizzle-orm";
import { ORDER_ARRIVAL_CHECK, ORDER_REMINDER, orderJobKey } from "#domain/jobs/scheduled-job-keys";
import type { Database } from "../client";
import { orders, orderWorkers } from "../schema/orders";
import { scheduledJobs } from "../schema/scheduled-jobs";

/**
 * The reminder and arrival check of a worker who took a place, as the order's options ask: the
 * reminder N hours before the first start (not in the past), the arrival check at it.
 */
export async function scheduleOrderJobs(
  db: Database,
  order: {
    id: number;
    space_id: number;
    auto_reminder: boolean;
    reminder_hours_before: number | null;
    sms_client_arrival_validation: boolean;
    starts_at: Date | null;
  },
  workerId: number,
  now: Date,
) {
  if (!order.starts_at) return;
  const payload = { order_id: order.id, worker_id: workerId, space_id: order.space_id };
  const rows: (typeof scheduledJobs.$inferInsert)[] = [];
  if (order.auto_reminder && order.reminder_hours_before) {
    const at = new Date(order.starts_at.getTime() - order.reminder_hours_before * 3_600_000);
    if (at > now)
      rows.push({
        space_id: order.space_id,
        type: ORDER_REMINDER,
        run_at: at,
        payload,
        idempotency_key: orderJobKey(ORDER_REMINDER, order.id, workerId),
        created_at: now,
        updated_at: now,
      });
  }
  if (order.sms_client_arrival_validation && order.starts_at > now) {
    rows.push({
      space_id: order.space_id,
      type: ORDER_ARRIVAL_CHECK,
      run_at: order.starts_at,
      payload,
      idempotency_key: orderJobKey(ORDER_ARRIVAL_CHECK, order.id, workerId),
      created_at: now,
      updated_at: now,
    });
  }
  if (rows.length > 0) await db.insert(scheduledJobs).values(rows).onConflictDoNothing();
}

/** The worker's place on an open order, when they still hold it: what a reminder or arrival check needs. */
export async function findHeldPlace(db: Database, orderId: number, workerId: number) {
  const [row] = await db
    .select({ id: orderWorkers.id })
    .from(orderWorkers)
    .innerJoin(orders, eq(orders.id, orderWorkers.order_id))
    .where(
      and(
        eq(orderWorkers.order_id, orderId),
        eq(orderWorkers.worker_id, workerId),
        eq(orderWorkers.status, "accepted"),
        sql`${orders.status} in ('pending', 'processing')`,
      ),
    )
    .limit(1);
  return row;
}

export function markArrivalAsked(db: Database, orderWorkerId: number, now: Date) {
  return db
    .update(orderWorkers)
    .set({ arrival_asked_at: now, updated_at: now })
    .where(and(eq(orderWorkers.id, orderWorkerId), isNull(orderWorkers.arrival_asked_at)));
}

/** The worker's latest arrival check still unanswered (order_workers_arrival_idx), or the one a reply code named. */
export async function findArrivalToConfirm(db: Database, spaceId: number, workerId: number, orderWorkerId?: number) {
  const [row] = await db
    .select()
    .from(orderWorkers)
    .where(
      and(
        eq(orderWorkers.space_id, spaceId),
        eq(orderWorkers.worker_id, workerId),
        orderWorkerId === undefined ? undefined : eq(orderWorkers.id, orderWorkerId),
        sql`${orderWorkers.arrival_asked_at} is not null and ${orderWorkers.arrival_confirmed_at} is null`,
      ),
    )
    .orderBy(sql`${orderWorkers.arrival_asked_at} desc`)
    .limit(1);
  return row;
}

export function confirmArrival(db: Database, orderWorkerId: number, now: Date) {
  return db
    .update(orderWorkers)
    .set({ arrival_confirmed_at: now, updated_at: now })
    .where(and(eq(orderWorkers.id, orderWorkerId), isNull(orderWorkers.arrival_confirmed_at)))
    .returning({ id: orderWorkers.id });
}
