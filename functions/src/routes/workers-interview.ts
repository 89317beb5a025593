import { operationContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { InterviewAnswersSchema, InterviewSchema } from "#domain/workers/worker-tab-schemas";
import { WorkerIdParamsSchema } from "#domain/workers/worker-schemas";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { getWorkerInterview } from "#features/workers/get-worker-interview";
import { saveWorkerInterview } from "#features/workers/save-worker-interview";

// /v1/workers/{id}/interview: the interview questionnaire tab (spec 000 §2), the space's questions with
// the worker's answers.
export const workerInterviewRoutes = callerRoutes();

function toInterview({ workerId, rows }: Awaited<ReturnType<typeof getWorkerInterview>>) {
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
  async (c) => c.json(toInterview(await getWorkerInterview(operationContextOf(c), c.req.valid("param").id)), 200),
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
    const saved = await saveWorkerInterview(operationContextOf(c), {
      workerId: c.req.valid("param").id,
      answers: c.req.valid("json").answers,
    });
    return c.json(toInterview(saved), 200);
  },
);
