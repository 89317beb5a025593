import { and, eq, exists, gt, inArray, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { orders, orderWorkers } from "../schema/orders";
import { workerAvailabilities } from "../schema/worker-details";
import { insertWhere } from "../sql/insert-where";
import { unchangedVersion } from "../sql/row-version";

export interface PlaceClaim {
  orderWorkerId: number;
  orderId: number;
  spaceId: number;
  workerId: number;
  periods: readonly { starts_at: Date; ends_at: Date }[];
  /** The statuses the row may be taken from: waiting for an SMS yes, also in_progress for staff. */
  from: readonly ("waiting" | "in_progress" | "select" | "refused" | "cancelled")[];
  reply: { smsId: number | null; answer: "yes" } | null;
  userId: number | null;
  label: string;
  now: Date;
  /** A further condition of the accepting UPDATE (a replacement: the worker replaced left in this batch). */
  alsoWhen?: SQL;
}

function overlapsAPeriod(periods: PlaceClaim["periods"]): SQL {
  return or(
    ...periods.map((period) => and(lt(workerAvailabilities.starts_at, period.ends_at), gt(workerAvailabilities.ends_at, period.starts_at))),
  )!;
}

/** SQL true when the worker holds a contract over one of the periods ("Worker already in contract"). */
export function inContractDuring(db: Database, claim: Pick<PlaceClaim, "spaceId" | "workerId" | "periods">): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(workerAvailabilities)
      .where(
        and(
          eq(workerAvailabilities.space_id, claim.spaceId),
          eq(workerAvailabilities.worker_id, claim.workerId),
          eq(workerAvailabilities.status, "contract"),
          overlapsAPeriod(claim.periods),
        ),
      ),
  );
}

/**
 * Takes a place on the order for a worker, in one batch, by a conditional write:
 * the row becomes accepted only if, when SQLite runs the statement, fewer workers are accepted than the
 * order's quantity, the order is open, and the worker has no contract over one of the periods. Fifty
 * yeses at once for one place: SQLite runs the fifty updates one after the other, and only the first
 * finds a place left. The statements after it act only if this batch accepted the row (accepted_at is
 * this instant): the periods become the worker's contract, replacing what overlapped them, and the
 * order is processing. Returns whether the place was taken.
 */
export async function takePlace(db: Database, claim: PlaceClaim): Promise<boolean> {
  const [accept, ...after] = takePlaceStatements(db, claim);
  const [accepted] = await db.batch([accept, ...after]);
  return accepted.length > 0;
}

/** takePlace's statements, for a batch of more (a replacement): the first returns the row it accepted. */
export function takePlaceStatements(db: Database, claim: PlaceClaim) {
  const { now } = claim;
  const acceptedCount = sql`(select count(*) from ${orderWorkers} where ${orderWorkers.order_id} = ${claim.orderId} and ${orderWorkers.status} = 'accepted')`;
  const openQuantity = sql`(select ${orders.quantity} from ${orders} where ${orders.id} = ${claim.orderId} and ${orders.status} in ('pending', 'processing'))`;
  const inContract = inContractDuring(db, claim);
  const acceptedNow = sql`exists (select 1 from ${orderWorkers} where ${orderWorkers.id} = ${claim.orderWorkerId} and ${orderWorkers.status} = 'accepted' and ${orderWorkers.accepted_at} = ${now.getTime()})`;
  const accept = db
    .update(orderWorkers)
    .set({
      status: "accepted",
      accepted_at: now,
      outcome: null,
      user_id: claim.userId ?? undefined,
      ...(claim.reply ? { reply: claim.reply.answer, replied_at: now, reply_sms_message_id: claim.reply.smsId } : {}),
      updated_at: now,
    })
    .where(
      and(
        eq(orderWorkers.id, claim.orderWorkerId),
        inArray(orderWorkers.status, [...claim.from]),
        sql`${acceptedCount} < ${openQuantity}`,
        sql`not ${inContract}`,
        claim.alsoWhen,
      ),
    )
    .returning({ id: orderWorkers.id });
  const replaceOverlapping = db
    .delete(workerAvailabilities)
    .where(
      and(
        eq(workerAvailabilities.space_id, claim.spaceId),
        eq(workerAvailabilities.worker_id, claim.workerId),
        ne(workerAvailabilities.status, "contract"),
        overlapsAPeriod(claim.periods),
        acceptedNow,
      ),
    );
  const contracts = claim.periods.map((period) =>
    insertWhere(
      db,
      workerAvailabilities,
      {
        space_id: claim.spaceId,
        worker_id: claim.workerId,
        status: "contract",
        starts_at: period.starts_at,
        ends_at: period.ends_at,
        follow_up: false,
        comment: claim.label,
        user_id: claim.userId,
        created_at: now,
        updated_at: now,
      },
      acceptedNow,
    ),
  );
  const processing = db
    .update(orders)
    // A worker accepted changes nothing the order's edit page shows: its version stays (decision 0037).
    .set({ status: "processing", updated_at: unchangedVersion(orders.updated_at) })
    .where(and(eq(orders.id, claim.orderId), eq(orders.status, "pending"), acceptedNow));
  return [accept, replaceOverlapping, ...contracts, processing] as const;
}

/** Why a claim found no place: the order ended, its places are taken, or the worker is in contract then. */
export async function whyNoPlace(db: Database, claim: Pick<PlaceClaim, "orderId" | "spaceId" | "workerId" | "periods">) {
  const [order] = await db
    .select({
      status: orders.status,
      quantity: orders.quantity,
      accepted:
        // The id as a value: a one-table select names its columns bare, and a bare "id" here would be order_workers' own.
        sql<number>`(select count(*) from ${orderWorkers} where ${orderWorkers.order_id} = ${claim.orderId} and ${orderWorkers.status} = 'accepted')`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(eq(orders.id, claim.orderId));
  if (!order || (order.status !== "pending" && order.status !== "processing")) return "order_closed" as const;
  if (order.accepted >= order.quantity) return "place_taken" as const;
  return "already_in_contract" as const;
}
