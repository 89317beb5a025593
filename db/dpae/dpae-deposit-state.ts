import { and, eq, inArray, isNotNull, isNull, lt, lte, sql } from "drizzle-orm";
import type { Database } from "../client";
import { dpaeDeclarations } from "../schema/dpae";

// The deposit's life on the row (decision 0030): pending → processing (claimed, then the flow id) →
// urssaf_ack → success, or error. Every move is a conditional UPDATE on the state it leaves, so two
// consumers or two cron runs never both act on one declaration.

/**
 * Takes the declaration for one deposit: pending → processing, only from pending. Of two deliveries of
 * the same job, or a job and a resend, exactly one gets the row; the other sends nothing.
 */
export async function claimDpaeDeposit(db: Database, id: number, now: Date) {
  const [row] = await db
    .update(dpaeDeclarations)
    .set({ status: "processing", claimed_at: now, updated_at: now })
    .where(and(eq(dpaeDeclarations.id, id), eq(dpaeDeclarations.status, "pending")))
    .returning();
  return row;
}

/** Nothing reached URSSAF (authentication failed, a 5xx on the upload): pending again for the queue's retry. */
export async function releaseDpaeClaim(db: Database, id: number, claimedAt: Date, error: string, now: Date) {
  await db
    .update(dpaeDeclarations)
    .set({ status: "pending", claimed_at: null, error_message: error, updated_at: now })
    .where(and(eq(dpaeDeclarations.id, id), eq(dpaeDeclarations.status, "processing"), eq(dpaeDeclarations.claimed_at, claimedAt)));
}

/** URSSAF took the deposit: its flow id, and the first look at the returns a minute later. */
export async function recordDpaeDeposit(db: Database, id: number, flowId: string, now: Date, firstPollAt: Date) {
  await db
    .update(dpaeDeclarations)
    .set({ urssaf_flow_id: flowId, sent_at: now, error_message: null, next_poll_at: firstPollAt, updated_at: now })
    .where(and(eq(dpaeDeclarations.id, id), eq(dpaeDeclarations.status, "processing"), isNull(dpaeDeclarations.urssaf_flow_id)));
}

/**
 * The declaration ends in error with URSSAF's message (or ours). `outcomeUnknown`: the upload's answer
 * never came, so URSSAF may hold it; a resend then needs staff to say they checked (decision 0030).
 */
export async function markDpaeError(db: Database, id: number, message: string, now: Date, options: { outcomeUnknown?: boolean } = {}) {
  await db
    .update(dpaeDeclarations)
    .set({
      status: "error",
      error_message: message.slice(0, 2000),
      outcome_unknown: options.outcomeUnknown ?? false,
      next_poll_at: null,
      completed_at: now,
      updated_at: now,
    })
    .where(and(eq(dpaeDeclarations.id, id), inArray(dpaeDeclarations.status, ["processing", "urssaf_ack"])));
}

/** How long a consumer may hold a claim before the cron calls the outcome unknown (far above the driver's timeouts). */
export const DPAE_CLAIM_LEASE_MS = 15 * 60 * 1000;

/**
 * Claims left without a flow id past the lease: the consumer died between the upload and the record.
 * URSSAF may hold the deposit, so nothing re-uploads: they become errors with an unknown outcome.
 */
export async function expireDpaeClaims(db: Database, now: Date) {
  return db
    .update(dpaeDeclarations)
    .set({
      status: "error",
      outcome_unknown: true,
      error_message: "Deposit outcome unknown: the upload's answer was lost",
      completed_at: now,
      updated_at: now,
    })
    .where(
      and(
        eq(dpaeDeclarations.status, "processing"),
        isNull(dpaeDeclarations.urssaf_flow_id),
        lt(dpaeDeclarations.claimed_at, new Date(now.getTime() - DPAE_CLAIM_LEASE_MS)),
      ),
    )
    .returning({ id: dpaeDeclarations.id });
}

/** How long one cron run holds a flow it polls; another run takes it only after. */
export const DPAE_POLL_LEASE_MS = 5 * 60 * 1000;

/**
 * The flows due for a look at their returns, for this cron run alone: their next poll moves past the
 * lease in the same UPDATE, so an overlapping run does not take them.
 */
export async function claimDueDpaePolls(db: Database, now: Date, limit: number) {
  const due = db
    .select({ id: dpaeDeclarations.id })
    .from(dpaeDeclarations)
    .where(and(isNotNull(dpaeDeclarations.next_poll_at), lte(dpaeDeclarations.next_poll_at, now)))
    .limit(limit);
  return db
    .update(dpaeDeclarations)
    .set({
      next_poll_at: new Date(now.getTime() + DPAE_POLL_LEASE_MS),
      poll_count: sql`${dpaeDeclarations.poll_count} + 1`,
      updated_at: now,
    })
    .where(
      and(
        sql`${dpaeDeclarations.id} in ${due}`,
        lte(dpaeDeclarations.next_poll_at, now),
        inArray(dpaeDeclarations.status, ["processing", "urssaf_ack"]),
        isNotNull(dpaeDeclarations.urssaf_flow_id),
      ),
    )
    .returning({
      id: dpaeDeclarations.id,
      space_id: dpaeDeclarations.space_id,
      status: dpaeDeclarations.status,
      urssaf_flow_id: dpaeDeclarations.urssaf_flow_id,
      poll_count: dpaeDeclarations.poll_count,
    });
}
