import { and, desc, eq, sql } from "drizzle-orm";
import type { Database, IdRef } from "../client";
import { users } from "../schema/users";
import { workerComments } from "../schema/worker-details";

export const COMMENTS_LIST_MAX = 500;

/** A worker's comments, newest first, with their author's name. */
export async function listWorkerComments(db: Database, spaceId: number, workerId: number) {
  return db
    .select({
      id: workerComments.id,
      worker_id: workerComments.worker_id,
      body: workerComments.body,
      user_id: workerComments.user_id,
      author: sql<string | null>`case when ${users.id} is null then null else ${users.first_name} || ' ' || ${users.last_name} end`,
      created_at: workerComments.created_at,
    })
    .from(workerComments)
    .leftJoin(users, eq(users.id, workerComments.user_id))
    .where(and(eq(workerComments.space_id, spaceId), eq(workerComments.worker_id, workerId)))
    .orderBy(desc(workerComments.created_at), desc(workerComments.id))
    .limit(COMMENTS_LIST_MAX);
}

export function insertWorkerComment(db: Database, comment: { spaceId: number; workerId: number; userId: number; body: string }, now: Date) {
  return db
    .insert(workerComments)
    .values({
      space_id: comment.spaceId,
      worker_id: comment.workerId,
      user_id: comment.userId,
      body: comment.body,
      created_at: now,
      updated_at: now,
    })
    .returning();
}

export async function findWorkerComment(db: Database, target: { id: number; workerId: number; spaceId: number }) {
  const [row] = await db.select().from(workerComments).where(commentWhere(target)).limit(1);
  return row;
}

/** Deletes a comment; returns it, or nothing when it was already gone. */
export function deleteWorkerComment(db: Database, target: { id: number; workerId: number; spaceId: number }) {
  return db.delete(workerComments).where(commentWhere(target)).returning({ id: workerComments.id });
}

/** Holds while the comment exists: the condition of the deletion's log entry. */
export function workerCommentExists(target: { id: number; workerId: number; spaceId: number }) {
  return sql`exists (select 1 from ${workerComments} where ${commentWhere(target)})`;
}

function commentWhere(target: { id: number; workerId: number; spaceId: number }) {
  return and(eq(workerComments.id, target.id), eq(workerComments.worker_id, target.workerId), eq(workerComments.space_id, target.spaceId));
}

/** A comment written by no user (the candidate's own registration), for the worker a batch creates. */
export function insertRegistrationComment(db: Database, comment: { spaceId: number; workerId: IdRef; body: string }, now: Date) {
  return db.insert(workerComments).values({
    space_id: comment.spaceId,
    worker_id: comment.workerId,
    user_id: null,
    body: comment.body,
    created_at: now,
    updated_at: now,
  });
}
