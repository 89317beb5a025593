import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { deleteCompetenceCheck } from "../../../db/competence-checks/delete-competence-check";
import { findWorkerSpaceId } from "../../../db/competence-checks/find-worker-space";
import { getCompetenceCheck } from "../../../db/competence-checks/get-competence-check";
import { insertCompetenceCheck, newCompetenceCheckIdRef } from "../../../db/competence-checks/insert-competence-check";
import { listCompetenceChecks } from "../../../db/competence-checks/list-competence-checks";
import { updateCompetenceCheck } from "../../../db/competence-checks/update-competence-check";
import { competenceChecks } from "../../../db/schema/companies";
import { rowStillAt } from "../../../db/sql/row-version";
import { writeGuard } from "../../../db/sql/write-guard";
import {
  CompetenceCheckCreateSchema,
  CompetenceCheckIdParamsSchema,
  CompetenceCheckSchema,
  CompetenceCheckUpdateSchema,
  ListCompetenceChecksQuerySchema,
  periodIssues,
  type CompetenceCheck,
} from "../../../domain/companies/competence-check-schemas";
import { loadOr404 } from "../access/load-or-404";
import { resolveSpaceId } from "../access/resolve-space";
import { callerRoutes } from "../access/sub-app";
import type { AppEnv } from "../context";
import { activityLogFor } from "../lib/activity";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { withPageHeaders } from "../lib/pagination";
import { editWithRetry, IfMatchHeaderSchema, versionToKeep, withVersion } from "../lib/row-version";
import { diffFields } from "../lib/user-detail";
import { callerOf } from "../middleware/authenticate";
import { fieldsRefused } from "../operations/fields-refused";
import { operationContextOf } from "../operations/operation-context";
import { findVisibleCompany } from "./companies-shared";

// /v1/competence-checks: calls to a client about a qualification, listed per company and per worker
// (spec 000 §2, §3 Competence check, §5). Scoped by the company's space: another space's check is 404.
export const competenceCheckRoutes = callerRoutes();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's context, whatever its inputs
type AnyContext = Context<AppEnv, any, any>;

competenceCheckRoutes.openapi(
  createRoute({
    method: "get",
    path: "/",
    tags: ["competence checks"],
    summary: "Checks of a company (company_id) or of a worker (worker_id), newest call first",
    description: "Without either, the checks of one space (space_id, required unless the caller works in exactly one).",
    request: { query: ListCompetenceChecksQuerySchema },
    responses: {
      200: {
        ...jsonResponse(z.array(CompetenceCheckSchema), "A page of checks"),
        headers: z.object({ Link: z.string(), "X-Total-Count": z.string() }),
      },
      ...errorResponses(401, 404, 422),
    },
  }),
  async (c) => {
    const query = c.req.valid("query");
    const company = query.company_id === undefined ? undefined : await findVisibleCompany(c, query.company_id);
    const workerSpaceId = query.worker_id === undefined ? undefined : await findVisibleWorkerSpace(c, query.worker_id);
    const spaceId = company?.space_id ?? workerSpaceId ?? (await resolveSpaceId(operationContextOf(c), query.space_id, "query.space_id"));
    const { rows, total } = await listCompetenceChecks(c.get("db"), {
      spaceId,
      companyId: query.company_id,
      workerId: query.worker_id,
      page: query.page,
      perPage: query.per_page,
    });
    withPageHeaders(c, query, total);
    return c.json(rows.map(toCompetenceCheck), 200);
  },
);

competenceCheckRoutes.openapi(
  createRoute({
    method: "post",
    path: "/",
    tags: ["competence checks"],
    summary: "Record a competence check",
    description: "company, qualification, contract type and the date of the call are required; date_from is not after date_to.",
    request: { body: jsonBody(CompetenceCheckCreateSchema) },
    responses: { 201: jsonResponse(CompetenceCheckSchema, "Created"), ...errorResponses(400, 401, 404, 415, 422) },
  }),
  async (c) => {
    const { caller } = callerOf(c);
    const input = c.req.valid("json");
    const db = c.get("db");
    const company = await findVisibleCompany(c, input.company_id);
    await assertWorkerInSpace(db, input.worker_id, company.space_id);
    const [inserted] = await db.batch([
      insertCompetenceCheck(db, { ...input, space_id: company.space_id, user_id: caller.id }),
      activityLogFor(c, {
        title: "Competence check created",
        type: "create",
        schema: "competence_checks",
        subjectId: newCompetenceCheckIdRef(),
        description: `company ${company.id}`,
        spaceId: company.space_id,
        changes: input,
      }),
    ]);
    return c.json(toCompetenceCheck((await getCompetenceCheck(db, inserted[0]!.id))!), 201);
  },
);

competenceCheckRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}",
    tags: ["competence checks"],
    summary: "One competence check",
    request: { params: CompetenceCheckIdParamsSchema },
    responses: { 200: jsonResponse(CompetenceCheckSchema, "The check"), ...errorResponses(401, 404, 422) },
  }),
  async (c) => {
    const check = await findVisibleCheck(c, c.req.valid("param").id);
    withVersion(c, check.updated_at);
    return c.json(toCompetenceCheck(check), 200);
  },
);

competenceCheckRoutes.openapi(
  createRoute({
    method: "patch",
    path: "/{id}",
    tags: ["competence checks"],
    summary: "Update a competence check",
    description: "With If-Match (the ETag of the GET) the edit applies only to that version, else 412.",
    request: { params: CompetenceCheckIdParamsSchema, headers: IfMatchHeaderSchema, body: jsonBody(CompetenceCheckUpdateSchema) },
    responses: { 200: jsonResponse(CompetenceCheckSchema, "Updated"), ...errorResponses(400, 401, 404, 409, 412, 415, 422) },
  }),
  async (c) => {
    const input = c.req.valid("json");
    const db = c.get("db");
    const id = await editWithRetry(async () => {
      const check = await findVisibleCheck(c, c.req.valid("param").id);
      const version = versionToKeep(c, check.updated_at);
      const disordered = periodIssues({ ...check, ...input });
      if (disordered.length > 0) throw fieldsRefused(disordered);
      await assertWorkerInSpace(db, input.worker_id, check.space_id);
      await db.batch([
        writeGuard(db, rowStillAt(competenceChecks, check.id, version)),
        updateCompetenceCheck(db, check.id, input),
        activityLogFor(c, {
          title: "Competence check updated",
          type: "update",
          schema: "competence_checks",
          subjectId: check.id,
          description: `company ${check.company_id}`,
          spaceId: check.space_id,
          changes: diffFields(check, input),
        }),
      ]);
      return check.id;
    });
    const updated = (await getCompetenceCheck(db, id))!;
    withVersion(c, updated.updated_at);
    return c.json(toCompetenceCheck(updated), 200);
  },
);

competenceCheckRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/{id}",
    tags: ["competence checks"],
    summary: "Delete a competence check",
    request: { params: CompetenceCheckIdParamsSchema },
    responses: { 204: { description: "Deleted" }, ...errorResponses(401, 404, 422) },
  }),
  async (c) => {
    const db = c.get("db");
    const check = await findVisibleCheck(c, c.req.valid("param").id);
    await db.batch([
      deleteCompetenceCheck(db, check.id),
      activityLogFor(c, {
        title: "Competence check deleted",
        type: "delete",
        schema: "competence_checks",
        subjectId: check.id,
        description: `company ${check.company_id}`,
        spaceId: check.space_id,
        changes: { qualification: check.qualification, called_on: check.called_on },
      }),
    ]);
    return c.body(null, 204);
  },
);

type CheckRow = NonNullable<Awaited<ReturnType<typeof getCompetenceCheck>>>;

async function findVisibleCheck(c: AnyContext, id: number): Promise<CheckRow> {
  return loadOr404(callerOf(c).access, () => getCompetenceCheck(c.get("db"), id));
}

/** A worker's space when the caller sees it; another space's worker is 404, as any resource there. */
async function findVisibleWorkerSpace(c: AnyContext, workerId: number): Promise<number> {
  const spaceId = await findWorkerSpaceId(c.get("db"), workerId);
  const worker = await loadOr404(callerOf(c).access, async () => (spaceId === undefined ? undefined : { space_id: spaceId }));
  return worker.space_id;
}

/** The worker a check names belongs to the company's space. */
async function assertWorkerInSpace(db: Database, workerId: number | null | undefined, spaceId: number) {
  if (workerId == null) return;
  if ((await findWorkerSpaceId(db, workerId)) !== spaceId) throw fieldsRefused([{ field: "worker_id", message: "worker_not_in_space" }]);
}

function toCompetenceCheck(row: CheckRow): CompetenceCheck {
  return CompetenceCheckSchema.parse({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() });
}
