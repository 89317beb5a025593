import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import {
  archiveInterviewQuestion,
  insertInterviewQuestion,
  interviewQuestionIsLive,
  liveInterviewQuestionExists,
  listInterviewQuestions,
  newInterviewQuestionIdRef,
  updateInterviewQuestion,
} from "#db/workers/interview-questions";
import { interviewQuestions } from "#db/schema/worker-details";
import { SpaceIdParamsSchema } from "#domain/spaces/space-schemas";
import {
  InterviewQuestionCreateSchema,
  InterviewQuestionParamsSchema,
  InterviewQuestionSchema,
  InterviewQuestionUpdateSchema,
} from "#domain/workers/worker-tab-schemas";
import { canUseSpace } from "../access/space-access";
import { callerRoutes } from "../access/sub-app";
import type { AppEnv } from "../context";
import { activityLogFor, activityLogIf } from "../lib/activity";
import { notFound } from "../lib/errors";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { expectedVersions, IfMatchHeaderSchema, missedEdit } from "../lib/row-version";
import { versionIn } from "#db/sql/row-version";
import { callerOf, requirePermission } from "../middleware/authenticate";

// /v1/spaces/{id}/interview-questions: a space administrator writes the questionnaire that the
// interview tab of every worker file of the space shows. Removing a question archives it.
export const interviewQuestionRoutes = callerRoutes();

function toQuestion(row: typeof interviewQuestions.$inferSelect) {
  return InterviewQuestionSchema.parse({ ...row, archived: row.archived_at !== null, updated_at: row.updated_at.toISOString() });
}

/** 404 unless the caller works in the space (owners: all). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's context, whatever its inputs
function assertSpace(c: Context<AppEnv, any, any>, spaceId: number) {
  if (!canUseSpace(callerOf(c).access, spaceId)) throw notFound();
}

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
  async (c) => {
    const { id } = c.req.valid("param");
    assertSpace(c, id);
    return c.json((await listInterviewQuestions(c.get("db"), id)).map(toQuestion), 200);
  },
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
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    assertSpace(c, id);
    const db = c.get("db");
    const [[created]] = await db.batch([
      insertInterviewQuestion(db, id, input),
      activityLogFor(c, {
        title: "Interview question added",
        type: "create",
        schema: "workers",
        subjectId: newInterviewQuestionIdRef(),
        spaceId: id,
      }),
    ]);
    return c.json(toQuestion(created!), 201);
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
    const input = c.req.valid("json");
    assertSpace(c, id);
    const db = c.get("db");
    const target = { id: questionId, spaceId: id };
    const sameVersion = versionIn(interviewQuestions.updated_at, expectedVersions(c));
    const [, [updated]] = await db.batch([
      activityLogIf(
        c,
        { title: "Interview question updated", type: "update", schema: "workers", subjectId: questionId, spaceId: id, changes: input },
        liveInterviewQuestionExists(target, sameVersion),
      ),
      updateInterviewQuestion(db, target, input, sameVersion),
    ]);
    if (!updated) throw await missedEdit(c, () => interviewQuestionIsLive(db, target));
    return c.json(toQuestion(updated), 200);
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
    assertSpace(c, id);
    const db = c.get("db");
    const target = { id: questionId, spaceId: id };
    const [, archived] = await db.batch([
      activityLogIf(
        c,
        { title: "Interview question removed", type: "delete", schema: "workers", subjectId: questionId, spaceId: id },
        liveInterviewQuestionExists(target),
      ),
      archiveInterviewQuestion(db, target, new Date()),
    ]);
    if (archived.length === 0) throw notFound();
    return c.body(null, 204);
  },
);
