import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../client";
import { workers } from "../schema/workers";
import { unchangedVersion } from "../sql/row-version";

// The worker's profile picture: the row only holds the R2 object key (spec 000 §3 "profile_picture");
// the bytes live in R2. Each change is a batch whose first statement reads the key it replaces, so
// the caller deletes exactly the object the row stopped pointing at, even under concurrent uploads.

export interface WorkerTarget {
  workerId: number;
  spaceId: number;
}

function workerWhere(target: WorkerTarget) {
  return and(eq(workers.id, target.workerId), eq(workers.space_id, target.spaceId));
}

/** The current picture's key; null without a picture, undefined without the worker. */
export async function findProfilePictureKey(db: Database, target: WorkerTarget): Promise<string | null | undefined> {
  const [row] = await selectProfilePictureKey(db, target);
  return row?.key;
}

/** The key as a batch statement: put it before the change to learn what the change replaced. */
export function selectProfilePictureKey(db: Database, target: WorkerTarget) {
  return db.select({ key: workers.profile_picture_key }).from(workers).where(workerWhere(target)).limit(1);
}

/**
 * Points the worker at a new picture (or at none). `updated_at` is left alone on purpose: it versions
 * the profile form, which must not start again over the user's unsaved edits because the photo changed.
 */
export function setProfilePictureKey(db: Database, target: WorkerTarget, key: string | null) {
  const where = key === null ? and(workerWhere(target), isNotNull(workers.profile_picture_key)) : workerWhere(target);
  return db
    .update(workers)
    .set({ profile_picture_key: key, updated_at: unchangedVersion(workers.updated_at) })
    .where(where)
    .returning({ id: workers.id });
}

/** Holds while the worker exists: the condition of an upload's log entry. */
export function workerExists(target: WorkerTarget) {
  return sql`exists (select 1 from ${workers} where ${workerWhere(target)})`;
}

/** Holds while the worker has a picture: the condition of a removal's log entry. */
export function workerHasProfilePicture(target: WorkerTarget) {
  return sql`exists (select 1 from ${workers} where ${and(workerWhere(target), isNotNull(workers.profile_picture_key))})`;
}
