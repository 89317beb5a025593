import { operationContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  CompetenceCheckCreateSchema,
  CompetenceCheckIdParamsSchema,
  CompetenceCheckSchema,
  CompetenceCheckUpdateSchema,
  ListCompetenceChecksQuerySchema,
  type CompetenceCheck,
} from "#domain/companies/competence-check-schemas";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { withPageHeaders } from "../lib/pagination";
import { expectedVersions, IfMatchHeaderSchema, withVersion } from "../lib/row-version";
import { createCompetenceCheck } from "#features/competence-checks/create-competence-check";
import { deleteCompetenceCheck } from "#features/competence-checks/delete-competence-check";
import { getCompetenceCheck } from "#features/competence-checks/get-competence-check";
import { listCompetenceChecks } from "#features/competence-checks/list-competence-checks";
import { updateCompetenceCheck } from "#features/competence-checks/update-competence-check";

// /v1/competence-checks: calls to a client about a qualification, listed per company and per worker
// (spec 000 §2, §3 Competence check, §5). Scoped by the company's space: another space's check is 404.
export const competenceCheckRoutes = callerRoutes();

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
    const { rows, total } = await listCompetenceChecks(operationContextOf(c), query);
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
  async (c) => c.json(toCompetenceCheck(await createCompetenceCheck(operationContextOf(c), c.req.valid("json"))), 201),
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
    const check = await getCompetenceCheck(operationContextOf(c), c.req.valid("param").id);
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
    const updated = await updateCompetenceCheck(operationContextOf(c), {
      id: c.req.valid("param").id,
      changes: c.req.valid("json"),
      expectedVersions: expectedVersions(c),
    });
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
    await deleteCompetenceCheck(operationContextOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  },
);

type CheckRow = Awaited<ReturnType<typeof getCompetenceCheck>>;

function toCompetenceCheck(row: CheckRow): CompetenceCheck {
  return CompetenceCheckSchema.parse({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() });
}
