import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { insertedIdRef, type Database, type IdRef } from "../client";
import { interviewQuestions } from "../schema/worker-details";
import { nextVersion } from "../sql/row-version";

// The space's interview questionnaire (worker file tab, spec 000 §2). Removing a question archives it,
// so the answers already given keep their question.

const questions = interviewQuestions;

export interface QuestionTarget {
  id: number;
  spaceId: number;
}

export async function listInterviewQuestions(db: Database, spaceId: number) {
  return db
    .select()
    .from(questions)
    .where(and(eq(questions.space_id, spaceId), isNull(questions.archived_at)))
    .orderBy(asc(questions.position), asc(questions.id));
}

/** Adds a question, last unless a position is given. */
export function insertInterviewQuestion(db: Database, spaceId: number, values: { label: string; position?: number }, now: Date) {
  const position =
    values.position ??
    sql<number>`(select coalesce(max(${questions.position}), -1) + 1 from ${questions} where ${questions.space_id} = ${spaceId})`;
  return db.insert(questions).values({ space_id: spaceId, label: values.label, position, created_at: now, updated_at: now }).returning();
}

/** The question the batch has just added, for its later statements (its activity-log entry). */
export function newInterviewQuestionIdRef(): IdRef {
  return insertedIdRef(questions);
}

/** Rewords or moves a live question (with that version, when `sameVersion` asks); nothing otherwise. */
export function updateInterviewQuestion(
  db: Database,
  target: QuestionTarget,
  values: { label?: string; position?: number },
  now: Date,
  sameVersion?: SQL,
) {
  return db
    .update(questions)
    .set({ ...values, updated_at: nextVersion(questions.updated_at, now) })
    .where(and(liveQuestion(target), sameVersion))
    .returning();
}

export function archiveInterviewQuestion(db: Database, target: QuestionTarget, at: Date) {
  return db.update(questions).set({ archived_at: at, updated_at: at }).where(liveQuestion(target)).returning({ id: questions.id });
}

/** Holds while the question is live (with that version, if asked): the condition of a change's log entry. */
export function liveInterviewQuestionExists(target: QuestionTarget, sameVersion?: SQL) {
  return sql`exists (select 1 from ${questions} where ${and(liveQuestion(target), sameVersion)})`;
}

/** Whether the question is still live, whatever its version (why a conditional edit wrote nothing). */
export async function interviewQuestionIsLive(db: Database, target: QuestionTarget) {
  return (await db.select({ id: questions.id }).from(questions).where(liveQuestion(target)).limit(1)).length > 0;
}

function liveQuestion(target: QuestionTarget) {
  return and(eq(questions.id, target.id), eq(questions.space_id, target.spaceId), isNull(questions.archived_at));
}
