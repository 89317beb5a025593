import { and, asc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { BatchItem, Database } from "../client";
import { interviewAnswers, interviewQuestions } from "../schema/worker-details";
import { inJsonList } from "../sql/in-json-list";
import { insertWhere } from "../sql/insert-where";

/**
 * A worker's questionnaire: the space's live questions in order, with the worker's answers, then the
 * archived questions the worker had answered (their answers stay readable).
 */
export async function getWorkerInterview(db: Database, spaceId: number, workerId: number) {
  return db
    .select({
      id: interviewQuestions.id,
      space_id: interviewQuestions.space_id,
      label: interviewQuestions.label,
      position: interviewQuestions.position,
      archived_at: interviewQuestions.archived_at,
      answer: interviewAnswers.answer,
      answered_at: interviewAnswers.updated_at,
    })
    .from(interviewQuestions)
    .leftJoin(interviewAnswers, and(eq(interviewAnswers.question_id, interviewQuestions.id), eq(interviewAnswers.worker_id, workerId)))
    .where(
      and(
        eq(interviewQuestions.space_id, spaceId),
        or(isNull(interviewQuestions.archived_at), and(isNotNull(interviewQuestions.archived_at), isNotNull(interviewAnswers.id))),
      ),
    )
    .orderBy(sql`${interviewQuestions.archived_at} is not null`, asc(interviewQuestions.position), asc(interviewQuestions.id));
}

/** Which of these question ids are live questions of the space. */
export async function findLiveQuestionIds(db: Database, spaceId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: interviewQuestions.id })
    .from(interviewQuestions)
    .where(and(eq(interviewQuestions.space_id, spaceId), inJsonList(interviewQuestions.id, ids), isNull(interviewQuestions.archived_at)));
  return rows.map((row) => row.id);
}

/**
 * Statements that save a worker's answers: each one upserted (one per worker and question), an empty
 * answer removed. The question must still be a live question of the space when the statement runs.
 */
export function saveInterviewAnswersStatements(
  db: Database,
  target: { spaceId: number; workerId: number },
  answers: readonly { question_id: number; answer: string | null }[],
  now: Date,
): BatchItem[] {
  return answers.map(({ question_id, answer }) => {
    if (!answer) {
      return db
        .delete(interviewAnswers)
        .where(and(eq(interviewAnswers.worker_id, target.workerId), eq(interviewAnswers.question_id, question_id)));
    }
    const liveQuestion = sql`exists (select 1 from ${interviewQuestions} where ${and(
      eq(interviewQuestions.id, question_id),
      eq(interviewQuestions.space_id, target.spaceId),
      isNull(interviewQuestions.archived_at),
    )})`;
    return insertWhere(
      db,
      interviewAnswers,
      { space_id: target.spaceId, worker_id: target.workerId, question_id, answer, created_at: now, updated_at: now },
      liveQuestion,
    ).onConflictDoUpdate({
      target: [interviewAnswers.worker_id, interviewAnswers.question_id],
      set: { answer, updated_at: now },
    });
  });
}
