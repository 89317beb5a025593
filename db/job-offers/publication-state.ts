import { and, eq, inArray, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { JobOfferStatus, PublicationAction } from "#domain/enums/job-offer";
import type { Database } from "../client";
import { jobOffers } from "../schema/job-offers";
import { unchangedVersion } from "../sql/row-version";

// An offer's publication on the row (decision 0046): staff ask for an action (publish, unpublish,
// republish), which waits on the row with a token; its job claims it, calls the provider, then records
// the outcome. Every move is a conditional UPDATE naming the token, so a redelivered job, a second
// consumer or a late answer never acts twice nor on another request's behalf. None of these moves is
// an edit: the offer's version (its ETag) stays.

/** A pending action nobody finished in this long is lost (its job gave up or vanished): a new one may replace it. */
export const PENDING_ACTION_STALE_MS = 15 * 60 * 1000;
/** How long a consumer may hold a claim before another delivery may take it (far above the driver's timeout). */
export const ACTION_CLAIM_LEASE_MS = 5 * 60 * 1000;

const keepVersion = () => ({ updated_at: unchangedVersion(jobOffers.updated_at) });
const cleared = { pending_action: null, action_token: null, action_requested_at: null, action_claimed_at: null };

/**
 * Puts `action` on the offer, from one of `from` statuses, unless another action is pending and not
 * stale; returns the offer's id when it did (none when the offer moved or another action got there first).
 */
export function requestPublicationStatement(
  db: Database,
  request: {
    id: number;
    action: PublicationAction;
    token: string;
    from: readonly JobOfferStatus[];
    now: Date;
  },
) {
  const staleBefore = new Date(request.now.getTime() - PENDING_ACTION_STALE_MS);
  return db
    .update(jobOffers)
    .set({
      pending_action: request.action,
      action_token: request.token,
      action_requested_at: request.now,
      action_claimed_at: null,
      publication_error: null,
      ...keepVersion(),
    })
    .where(
      and(
        eq(jobOffers.id, request.id),
        inArray(jobOffers.status, [...request.from]),
        or(isNull(jobOffers.pending_action), lt(jobOffers.action_requested_at, staleBefore)),
      ),
    )
    .returning({ id: jobOffers.id });
}

/** SQL true once the offer holds the request `token` (the condition of the request's log entry, in its batch). */
export function actionTokenHeld(id: number, token: string): SQL {
  return sql`exists (select 1 from ${jobOffers} where ${jobOffers.id} = ${id} and ${jobOffers.action_token} = ${token})`;
}

/** Takes the pending action of `token` for one consumer; undefined when it is done, replaced or held. */
export async function claimPublicationAction(db: Database, id: number, token: string, now: Date) {
  const leaseEnded = new Date(now.getTime() - ACTION_CLAIM_LEASE_MS);
  const [row] = await db
    .update(jobOffers)
    .set({ action_claimed_at: now, ...keepVersion() })
    .where(
      and(
        eq(jobOffers.id, id),
        eq(jobOffers.action_token, token),
        or(isNull(jobOffers.action_claimed_at), lte(jobOffers.action_claimed_at, leaseEnded)),
      ),
    )
    .returning();
  return row;
}

/** The provider took a publish or republish: published at `now`, its boards page, and when the cron republishes it. */
export async function recordPublished(
  db: Database,
  outcome: { id: number; token: string; now: Date; reference: string; boardsUrl: string | null },
  nextRepublishAt: (publishedAt: Date) => Date,
) {
  const [row] = await db
    .update(jobOffers)
    .set({
      status: "published",
      published_at: outcome.now,
      multiposting_ref: outcome.reference,
      boards_url: outcome.boardsUrl,
      publication_error: null,
      next_republish_at: sql`case when ${jobOffers.auto_republish} then ${nextRepublishAt(outcome.now).getTime()} else null end`,
      ...cleared,
      ...keepVersion(),
    })
    .where(and(eq(jobOffers.id, outcome.id), eq(jobOffers.action_token, outcome.token)))
    .returning({ id: jobOffers.id, space_id: jobOffers.space_id });
  return row;
}

/** The provider took an unpublish: archived (spec 000 §4 "Archivé"), off the agency's page at once. */
export async function recordUnpublished(db: Database, outcome: { id: number; token: string }) {
  const [row] = await db
    .update(jobOffers)
    .set({ status: "unpublished", next_republish_at: null, publication_error: null, ...cleared, ...keepVersion() })
    .where(and(eq(jobOffers.id, outcome.id), eq(jobOffers.action_token, outcome.token)))
    .returning({ id: jobOffers.id });
  return row;
}

/** The action ends without effect: the provider refused it, or it could not be tried; its reason is kept and shown. */
export async function recordPublicationRefused(db: Database, outcome: { id: number; token: string; reason: string }) {
  const [row] = await db
    .update(jobOffers)
    .set({ publication_error: outcome.reason.slice(0, 2000), ...cleared, ...keepVersion() })
    .where(and(eq(jobOffers.id, outcome.id), eq(jobOffers.action_token, outcome.token)))
    .returning({ id: jobOffers.id });
  return row;
}

/** Nothing reached the provider: the claim is given back, so the queue's retry can take it. */
export async function releasePublicationClaim(db: Database, outcome: { id: number; token: string; reason: string }) {
  await db
    .update(jobOffers)
    .set({ action_claimed_at: null, publication_error: outcome.reason.slice(0, 2000), ...keepVersion() })
    .where(and(eq(jobOffers.id, outcome.id), eq(jobOffers.action_token, outcome.token)));
}

/**
 * Takes the published offers whose automatic republishing is due at `now` (at most `limit`), moving
 * each one's date to `retryAt` in the same statement: a second cron run does not take them again, and
 * one whose republication fails comes back at `retryAt`, not every minute. Answers the rows taken.
 */
export async function takeRepublishDue(db: Database, now: Date, retryAt: Date, limit: number) {
  const due = db
    .select({ id: jobOffers.id })
    .from(jobOffers)
    .where(and(lte(jobOffers.next_republish_at, now), eq(jobOffers.status, "published")))
    .orderBy(jobOffers.next_republish_at)
    .limit(limit);
  return db
    .update(jobOffers)
    .set({ next_republish_at: retryAt, ...keepVersion() })
    .where(and(inArray(jobOffers.id, due), lte(jobOffers.next_republish_at, now)))
    .returning();
}
