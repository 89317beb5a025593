import type { z } from "zod";
import { runBatch } from "#db/client";
import { findLiveQuestionIds, saveInterviewAnswersStatements } from "#db/workers/worker-interview";
import { AppError } from "#domain/errors/app-error";
import type { InterviewAnswersSchema } from "#domain/workers/worker-tab-schemas";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { interviewRowsOf } from "./get-worker-interview";
import { workerScope } from "./worker-scope";

/**
 * Saves a worker's interview answers: each answered question must be a live question of the worker's
 * space (422 naming its index otherwise). Answers the questionnaire after the change.
 */
export async function saveWorkerInterview(
  context: OperationContext,
  input: { workerId: number; answers: z.infer<typeof InterviewAnswersSchema>["answers"] },
) {
  const { db } = context;
  const { answers } = input;
  const { workerId, spaceId } = await workerScope(context, input.workerId);
  const live = new Set(
    await findLiveQuestionIds(
      db,
      spaceId,
      answers.map((answer) => answer.question_id),
    ),
  );
  const unknown = answers.map((answer, index) => ({ ...answer, index })).filter((answer) => answer.answer && !live.has(answer.question_id));
  if (unknown.length > 0) {
    throw new AppError("validation_failed", "Invalid input", {
      fields: unknown.map((answer) => ({ field: `answers.${answer.index}.question_id`, reason: "unknown", message: "unknown_question" })),
    });
  }
  await runBatch(db, [
    ...saveInterviewAnswersStatements(db, { spaceId, workerId }, answers, context.now),
    activityLog(context, {
      title: "Interview answers saved",
      type: "update",
      schema: "workers",
      subjectId: workerId,
      spaceId,
      changes: { question_ids: answers.map((answer) => answer.question_id) },
    }),
  ]);
  return interviewRowsOf(db, { spaceId, workerId });
}
