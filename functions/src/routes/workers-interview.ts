import { createRoute } from "@hono/zod-openapi";
import { runBatch } from "../../../db/client";
import { findLiveQuestionIds, getWorkerInterview, saveInterviewAnswersStatements } from "../../../db/workers/worker-interview";
import { AppError } from "../../../domain/errors/app-error";
import { InterviewAnswersSchema, InterviewSchema } from "../../../domain/workers/worker-tab-schemas";
import { WorkerIdParamsSchema } from "../../../domain/workers/worker-schemas";
import { callerRoutes } from "../access/sub-app";
import { activityLogFor } from "../lib/activity";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { workerScopeFor } from "../lib/worker-access";

// /v1/workers/{id}/interview: the interview questionnaire tab (spec 000 §2), the space's questions with
// the worker's answers.
export const workerInterviewRoutes = callerRoutes();

async function interviewOf(db: Parameters<typeof getWorkerInterview>[0], spaceId: number, workerId: number) {
  const rows = await getWorkerInterview(db, spaceId, workerId);
  return InterviewSchema.parse({
    worker_id: workerId,
    questions: rows.map((row) => ({
      ...row,
      archived: row.archived_at !== null,
      answered_at: row.answered_at?.toISOString() ?? null,
    })),
  });
}

workerInterviewRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}/interview",
    tags: ["workers"],
    summary: "The interview questionnaire with the worker's answers",
    request: { params: WorkerIdParamsSchema },
    responses: { 200: jsonResponse(InterviewSchema, "The questionnaire"), ...errorResponses(401, 404, 422) },
  }),
  async (c) => {
    const { workerId, spaceId } = await workerScopeFor(c, c.req.valid("param").id);
    return c.json(await interviewOf(c.get("db"), spaceId, workerId), 200);
  },
);

workerInterviewRoutes.openapi(
  createRoute({
    method: "put",
    path: "/{id}/interview",
    tags: ["workers"],
    summary: "Save answers (each replaces the previous one; an empty answer removes it)",
    description: "Every question must be a live question of the worker's space, or 422 names it.",
    request: { params: WorkerIdParamsSchema, body: jsonBody(InterviewAnswersSchema) },
    responses: { 200: jsonResponse(InterviewSchema, "The questionnaire after the change"), ...errorResponses(400, 401, 404, 415, 422) },
  }),
  async (c) => {
    const { answers } = c.req.valid("json");
    const { workerId, spaceId } = await workerScopeFor(c, c.req.valid("param").id);
    const db = c.get("db");
    const live = new Set(await findLiveQuestionIds(db, spaceId, answers.map((answer) => answer.question_id)));
    const unknown = answers.map((answer, index) => ({ ...answer, index })).filter((answer) => answer.answer && !live.has(answer.question_id));
    if (unknown.length > 0) {
      throw new AppError("validation_failed", "Invalid input", {
        fields: unknown.map((answer) => ({ field: `answers.${answer.index}.question_id`, reason: "unknown", message: "unknown_question" })),
      });
    }
    await runBatch(db, [
      ...saveInterviewAnswersStatements(db, { spaceId, workerId }, answers),
      activityLogFor(c, {
        title: "Interview answers saved",
        type: "update",
        schema: "workers",
        subjectId: workerId,
        spaceId,
        changes: { question_ids: answers.map((answer) => answer.question_id) },
      }),
    ]);
    return c.json(await interviewOf(db, spaceId, workerId), 200);
  },
);
