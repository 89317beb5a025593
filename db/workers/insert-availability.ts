import { and, eq, exists, gt, lt, not, sql, type SQL } from "drizzle-orm";
import type { AVAILABILITY_STATUSES } from "#domain/enums/worker";
import { AVAILABILITY_FOLLOW_UP } from "#domain/jobs/scheduled-job-keys";
import type { Database } from "../client";
import { scheduledJobs } from "../schema/scheduled-jobs";
import { workerAvailabilities } from "../schema/worker-details";
import { insertWhere } from "../sql/insert-where";

export interface NewAvailability {
  spaceId: number;
  workerId: number;
  status: (typeof AVAILABILITY_STATUSES)[number];
  startsAt: Date;
  endsAt: Date;
  followUp: boolean;
  comment: string | null;
  userId: number | null;
  now: Date;
}

/**
 * Spec 000 §4: "Adding an availability that clashes with another cancels the operation." The insert
 * carries the clash check (`INSERT … SELECT … WHERE NOT EXISTS overlapping period`), so two requests
 * racing for the same days cannot both pass: the second one inserts nothing and returns no row.
 *
 * - `noClash`: the condition, for the activity-log entry placed before the insert in the batch;
 * - `insert`: returns the new row, or nothing on a clash;
 * - `followUp`: the follow-up request at the period's end, found through the new row (the clash rule
 *   makes worker + period unique), written only if the row was and asks for it.
 */
export function insertAvailabilityStatements(db: Database, availability: NewAvailability) {
  const noClash = not(
    exists(
      db
        .select({ one: sql`1` })
        .from(workerAvailabilities)
        .where(
          and(
            eq(workerAvailabilities.space_id, availability.spaceId),
            eq(workerAvailabilities.worker_id, availability.workerId),
            lt(workerAvailabilities.starts_at, availability.endsAt),
            gt(workerAvailabilities.ends_at, availability.startsAt),
          ),
        ),
    ),
  );
  const insert = insertWhere(
    db,
    workerAvailabilities,
    {
      space_id: availability.spaceId,
      worker_id: availability.workerId,
      status: availability.status,
      starts_at: availability.startsAt,
      ends_at: availability.endsAt,
      follow_up: availability.followUp,
      comment: availability.comment,
      user_id: availability.userId,
      created_at: availability.now,
      updated_at: availability.now,
    },
    noClash,
  ).returning();
  const followUp = availability.followUp ? followUpStatement(db, availability) : undefined;
  return { noClash, insert, followUp };
}

function followUpStatement(db: Database, availability: NewAvailability) {
  const a = workerAvailabilities;
  const now = availability.now.getTime();
  const job: SQL = sql`select null, ${a.space_id}, ${AVAILABILITY_FOLLOW_UP}, ${a.ends_at},
      json_object('availability_id', ${a.id}, 'worker_id', ${a.worker_id}, 'space_id', ${a.space_id}),
      'pending', ${`${AVAILABILITY_FOLLOW_UP}:`} || ${a.id}, 0, null, null, ${now}, ${now}
    from ${a}
    where ${and(
      eq(a.space_id, availability.spaceId),
      eq(a.worker_id, availability.workerId),
      eq(a.starts_at, availability.startsAt),
      eq(a.ends_at, availability.endsAt),
      eq(a.follow_up, true),
      sql`${a.status} <> 'contract'`,
    )}`;
  return db.insert(scheduledJobs).select(job).onConflictDoNothing();
}
