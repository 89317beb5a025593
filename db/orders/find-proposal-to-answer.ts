import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { orderWorkers } from "../schema/orders";

/**
 * The proposal a worker's OUI / NON answers: the one this SMS already answered (delivered twice), else
 * the worker's latest proposal still waiting (order_workers_waiting_idx), or the one its reply code
 * named (`proposalId`, decision 0043).
 */
export async function findProposalToAnswer(db: Database, spaceId: number, workerId: number, replySmsId: number, proposalId?: number) {
  const [answered] = await db
    .select()
    .from(orderWorkers)
    .where(and(eq(orderWorkers.space_id, spaceId), eq(orderWorkers.worker_id, workerId), eq(orderWorkers.reply_sms_message_id, replySmsId)))
    .limit(1);
  if (answered) return answered;
  const [waiting] = await db
    .select()
    .from(orderWorkers)
    .where(
      and(
        eq(orderWorkers.space_id, spaceId),
        eq(orderWorkers.worker_id, workerId),
        proposalId === undefined ? undefined : eq(orderWorkers.id, proposalId),
        sql`${orderWorkers.status} = 'waiting'`,
      ),
    )
    .orderBy(desc(orderWorkers.proposed_at), desc(orderWorkers.id))
    .limit(1);
  if (waiting) return waiting;
  // None waiting: a reply to a proposal whose order ended before it was answered, to be told the
  // mission is no longer available (decision 0056).
  const [ended] = await db
    .select()
    .from(orderWorkers)
    .where(
      and(
        eq(orderWorkers.space_id, spaceId),
        eq(orderWorkers.worker_id, workerId),
        proposalId === undefined ? undefined : eq(orderWorkers.id, proposalId),
        sql`${orderWorkers.status} = 'cancelled' and ${orderWorkers.outcome} = 'order_closed' and ${orderWorkers.reply} is null`,
      ),
    )
    .orderBy(desc(orderWorkers.proposed_at), desc(orderWorkers.id))
    .limit(1);
  return ended;
}
export type ProposalRow = NonNullable<Awaited<ReturnType<typeof findProposalToAnswer>>>;

/** Records a reply that takes no place (a no, a yes in manual mode, a yes too late), if still waiting. */
export function recordProposalReply(
  db: Database,
  orderWorkerId: number,
  change: {
    status: "refused" | "in_progress" | "cancelled";
    reply: "yes" | "no";
    outcome?: "place_taken" | "already_in_contract" | "order_closed";
    /** The SMS that answered; null for a yes the recruiter took by phone. */
    smsId: number | null;
  },
  now: Date,
) {
  return db
    .update(orderWorkers)
    .set({
      status: change.status,
      reply: change.reply,
      outcome: change.outcome ?? null,
      replied_at: now,
      reply_sms_message_id: change.smsId,
      updated_at: now,
    })
    .where(and(eq(orderWorkers.id, orderWorkerId), eq(orderWorkers.status, "waiting")))
    .returning({ id: orderWorkers.id });
}

/** A reply to a proposal its order's end cancelled: kept on the row (it stays cancelled), once. */
export function recordLateReply(db: Database, orderWorkerId: number, change: { reply: "yes" | "no"; smsId: number }, now: Date) {
  return db
    .update(orderWorkers)
    .set({ reply: change.reply, replied_at: now, reply_sms_message_id: change.smsId, updated_at: now })
    .where(and(eq(orderWorkers.id, orderWorkerId), sql`${orderWorkers.status} = 'cancelled' and ${orderWorkers.reply} is null`))
    .returning({ id: orderWorkers.id });
}
