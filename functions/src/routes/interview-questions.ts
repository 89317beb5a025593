import { operationContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { SpaceIdParamsSchema } from "#domain/spaces/space-schemas";
import {
  InterviewQuestionCreateSchema,
  InterviewQuestionParamsSchema,
  InterviewQuestionSchema,
  InterviewQuestionUpdateSchema,
} from "#domain/workers/worker-tab-schemas";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { expectedVersions, IfMatchHeaderSchema } from "../lib/row-version";
import { requirePermission } from "../middleware/authenticate";
import { addInterviewQuestion } from "#features/interview-questions/add-interview-question";
import { listInterviewQuestions } from "#features/interview-questions/list-interview-questions";
import { removeInterviewQuestion } from "#features/interview-questions/remove-interview-question";
import { updateInterviewQuestion } from "#features/interview-questions/update-interview-question";

// /v1/spaces/{id}/interview-questions: a space administrator writes the questionnaire that the
// interview tab of every worker file of the space shows. Removing a question archives it.
export const interviewQuestionRoutes = callerRoutes();

interviewQuestionRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}/interview-questions",
    tags: ["workers"],
    summary: "The space's interview questions, in order",
    middleware: [requirePermission("space-users")] as const,
    request: { params: SpaceIdParamsSchema },
    responses: { 200: jsonResponse(z.array(InterviewQuestionSchema), "The questions"), ...errorResponses(401, 403, 404, 422) },
  }),
  async (c) => c.json(await listInterviewQuestions(operationContextOf(c), c.req.valid("param").id), 200),
);

interviewQuestionRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/interview-questions",
    tags: ["workers"],
    summary: "Add a question (last unless a position is given)",
    middleware: [requirePermission("space-users")] as const,
    request: { params: SpaceIdParamsSchema, body: jsonBody(InterviewQuestionCreateSchema) },
    responses: { 201: jsonResponse(InterviewQuestionSchema, "Added"), ...errorResponses(400, 401, 403, 404, 415, 422) },
  }),
  async (c) => {
    const question = await addInterviewQuestion(operationContextOf(c), { spaceId: c.req.valid("param").id, question: c.req.valid("json") });
    return c.json(question, 201);
  },
);

interviewQuestionRoutes.openapi(
  createRoute({
    method: "patch",
    path: "/{id}/interview-questions/{questionId}",
    tags: ["workers"],
    summary: "Reword or move a question",
    description: "With If-Match (the question's updated_at, or its version in epoch ms) the edit applies only to that version, else 412.",
    middleware: [requirePermission("space-users")] as const,
    request: { params: InterviewQuestionParamsSchema, headers: IfMatchHeaderSchema, body: jsonBody(InterviewQuestionUpdateSchema) },
    responses: { 200: jsonResponse(InterviewQuestionSchema, "Updated"), ...errorResponses(400, 401, 403, 404, 412, 415, 422) },
  }),
  async (c) => {
    const { id, questionId } = c.req.valid("param");
    const question = await updateInterviewQuestion(operationContextOf(c), {
      spaceId: id,
      questionId,
      changes: c.req.valid("json"),
      expectedVersions: expectedVersions(c),
    });
    return c.json(question, 200);
  },
);

interviewQuestionRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/{id}/interview-questions/{questionId}",
    tags: ["workers"],
    summary: "Remove a question (archived: the answers already given stay readable)",
    middleware: [requirePermission("space-users")] as const,
    request: { params: InterviewQuestionParamsSchema },
    responses: { 204: { description: "Removed" }, ...errorResponses(401, 403, 404, 422) },
  }),
  async (c) => {
    const { id, questionId } = c.req.valid("param");
    await removeInterviewQuestion(operationContextOf(c), { spaceId: id, questionId });
    return c.body(null, 204);
  },
);
