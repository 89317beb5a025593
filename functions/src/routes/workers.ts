import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { runBatch, type Database } from "../../../db/client";
import { geolocatePostalCode } from "../../../db/reference/geolocate-postal-code";
import { getWorkerFile, type WorkerFileRow } from "../../../db/workers/get-worker-file";
import { findWorkerConflicts, uniqueFieldOfError, type UniqueWorkerField } from "../../../db/workers/find-worker-conflicts";
import { insertWorkerStatements } from "../../../db/workers/insert-worker";
import { listWorkers } from "../../../db/workers/list-workers";
import { updateWorkerStatements, workerStillEditable } from "../../../db/workers/update-worker";
import { writeGuard } from "../../../db/sql/write-guard";
import type { WorkerColumns, WorkerLists } from "../../../db/workers/worker-values";
import { parisDayEnd, parisDayStart } from "../../../domain/dates/paris-day";
import { AppError, SERVER_MESSAGES, type FieldError } from "../../../domain/errors/app-error";
import { isUnder18 } from "../../../domain/french/names";
import { ListWorkersQuerySchema, workerSortOf, type ListWorkersQuery } from "../../../domain/workers/list-workers-query";
import { workerRuleIssues } from "../../../domain/workers/worker-rules";
import {
  WorkerCreateSchema,
  WorkerFileSchema,
  WorkerIdParamsSchema,
  WorkerSummarySchema,
  paymentCategoryOf,
  WorkerUpdateSchema,
  type WorkerUpdateInput,
} from "../../../domain/workers/worker-schemas";
import { callerRoutes } from "../access/sub-app";
import { activityLogFor } from "../lib/activity";
import { notFound } from "../lib/errors";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { paginationLinkHeader } from "../lib/pagination";
import { editWithRetry, IfMatchHeaderSchema, versionToKeep, withVersion } from "../lib/row-version";
import { diffFields } from "../lib/user-detail";
import { canUseSpace, workerFileFor } from "../lib/worker-access";
import { redactWorkerChanges, toWorkerFile, toWorkerSummary } from "../lib/worker-file";
import { workerCreateHook } from "../lib/worker-validation-hook";
import type { Access } from "../lib/user-access";
import { callerOf } from "../middleware/authenticate";

// /v1/workers: the worker pool of the caller's spaces (spec 000 §2 /workers, §3 Worker profile, §5).
// Archiving, the bulk actions and the tabs of the file are in workers-*.ts.
export const workerRoutes = callerRoutes();

workerRoutes.openapi(
  createRoute({
    method: "get",
    path: "/",
    tags: ["workers"],
    summary: "The workers of a space, filtered, sorted and paginated",
    description:
      "space_id is required unless the caller belongs to exactly one space. names: comma-separated, each a prefix of a first, last or maiden name. contact: one phone number (06 12 34 56 78, 0612345678, +33 6…) or e-mail, matched whole against the mobile, landline and e-mail. available_from/available_to: Paris days; one alone filters on that day; without a status, 'available' is meant. Distance: near_postal_code or near_lat+near_lng, distance_km among 5, 10, 20, 30, 50, 100, 200 (omitted: all of France). Default order: last name, or distance when a point is given. RFC 8288 Link header and X-Total-Count.",
    request: { query: ListWorkersQuerySchema },
    responses: {
      200: {
        ...jsonResponse(z.array(WorkerSummarySchema), "A page of workers"),
        headers: z.object({ Link: z.string(), "X-Total-Count": z.string() }),
      },
      ...errorResponses(401, 404, 422),
    },
  }),
  async (c) => {
    const { access } = callerOf(c);
    const query = c.req.valid("query");
    const db = c.get("db");
    const spaceId = listSpaceOf(access, query.space_id);
    const now = new Date();
    const { rows, total } = await listWorkers(db, {
      spaceId,
      filters: {
        names: query.names,
        contact: query.contact,
        states: query.state,
        availability: availabilityFilterOf(query, now),
        favoriteJob: query.favorite_job,
        transport: query.transport,
        near: await nearOf(db, query),
        archived: query.archived,
      },
      sort: workerSortOf(query),
      page: query.page,
      perPage: query.per_page,
      now,
    });
    c.header("Link", paginationLinkHeader(c.req.url, query.page, query.per_page, total));
    c.header("X-Total-Count", String(total));
    return c.json(rows.map(toWorkerSummary), 200);
  },
);

workerRoutes.openapi(
  createRoute({
    method: "post",
    path: "/",
    tags: ["workers"],
    summary: "Create a worker",
    description:
      "422 names each refused field (spec field names); an e-mail or a mobile is required; a NIR must agree with sex and birth date. 409 when the e-mail, the mobile or external_ref is taken in the space. Under-18 workers are accepted and flagged (under_18).",
    request: { body: jsonBody(WorkerCreateSchema) },
    responses: { 201: jsonResponse(WorkerFileSchema, "Created"), ...errorResponses(400, 401, 409, 415, 422) },
  }),
  async (c) => {
    const { access } = callerOf(c);
    const input = c.req.valid("json");
    const db = c.get("db");
    if (!canUseSpace(access, input.space_id)) {
      throw new AppError("validation_failed", SERVER_MESSAGES.invalidSpace, {
        fields: [{ field: "space_id", reason: "unknown", message: SERVER_MESSAGES.invalidSpace }],
      });
    }
    await assertUnique(db, input.space_id, input);
    const now = new Date();
    const { space_id, ...profile } = input;
    const { columns, lists } = splitProfile(profile);
    const creation = insertWorkerStatements(db, {
      ...columns,
      ...lists,
      ...(await coordinatesOf(db, input.postal_code)),
      first_name: input.first_name,
      last_name: input.last_name,
      space_id,
      under_18: input.birth_date ? isUnder18(input.birth_date, now) : false,
    });
    const [inserted] = await runUnique(() =>
      runBatch(db, [
        creation.insert,
        ...creation.children,
        activityLogFor(c, {
          title: "Worker created",
          type: "create",
          schema: "workers",
          subjectId: creation.workerId,
          spaceId: space_id,
          changes: redactWorkerChanges(profile),
        }),
      ]),
    );
    const id = (inserted as { id: number }[])[0]!.id;
    return c.json(toWorkerFile((await getWorkerFile(db, id))!), 201);
  },
  workerCreateHook,
);

workerRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}",
    tags: ["workers"],
    summary: "One worker's file (404 outside the caller's spaces)",
    request: { params: WorkerIdParamsSchema },
    responses: {
      200: { ...jsonResponse(WorkerFileSchema, "The worker"), headers: z.object({ ETag: z.string() }) },
      ...errorResponses(401, 404, 422),
    },
  }),
  async (c) => {
    const worker = await workerFileFor(c, c.req.valid("param").id);
    withVersion(c, worker.updated_at);
    return c.json(toWorkerFile(worker), 200);
  },
);

workerRoutes.openapi(
  createRoute({
    method: "patch",
    path: "/{id}",
    tags: ["workers"],
    summary: "Update a worker",
    description:
      "The profile after the change must still have an e-mail or a mobile. With If-Match (the ETag of the GET) the edit applies only to that version, else 412.",
    request: { params: WorkerIdParamsSchema, headers: IfMatchHeaderSchema, body: jsonBody(WorkerUpdateSchema) },
    responses: {
      200: { ...jsonResponse(WorkerFileSchema, "Updated"), headers: z.object({ ETag: z.string() }) },
      ...errorResponses(400, 401, 404, 409, 412, 415, 422),
    },
  }),
  async (c) => {
    const input = c.req.valid("json");
    const db = c.get("db");
    const id = await editWithRetry(async () => {
      const worker = await workerFileFor(c, c.req.valid("param").id);
      const version = versionToKeep(c, worker.updated_at);
      const merged = { ...worker, ...input };
      const issues = workerRuleIssues(merged);
      if (issues.length > 0) {
        throw new AppError("validation_failed", "Invalid input", {
          fields: issues.map((issue) => ({ field: issue.field, reason: "custom", message: issue.message })),
        });
      }
      await assertUnique(db, worker.space_id, changedUniqueValues(worker, input), worker.id);
      const { columns, lists } = splitProfile(input);
      if (input.postal_code !== undefined && input.postal_code !== worker.postal_code) {
        Object.assign(columns, await coordinatesOf(db, input.postal_code));
      }
      // "Registered while under 18": a corrected birth date is judged at the registration date.
      if (input.birth_date !== undefined) columns.under_18 = input.birth_date ? isUnder18(input.birth_date, worker.created_at) : false;
      const changes = diffFields(worker, { ...columns, ...lists });
      // The guard holds the version read and "an e-mail or a mobile" as the write finds the row: two
      // edits that each clear one of them cannot together clear both.
      await runUnique(() =>
        runBatch(db, [
          writeGuard(db, workerStillEditable({ id: worker.id, version }, columns)),
          ...updateWorkerStatements(db, worker, { columns, lists }),
          activityLogFor(c, {
            title: "Worker updated",
            type: "update",
            schema: "workers",
            subjectId: worker.id,
            spaceId: worker.space_id,
            changes: redactWorkerChanges(changes),
          }),
        ]),
      );
      return worker.id;
    });
    const updated = (await getWorkerFile(db, id))!;
    withVersion(c, updated.updated_at);
    return c.json(toWorkerFile(updated), 200);
  },
);

/** The space a list is for: the one asked (if the caller works there), or the caller's only space. */
function listSpaceOf(access: Access, requested: number | undefined): number {
  if (requested !== undefined) {
    if (!canUseSpace(access, requested)) throw notFound();
    return requested;
  }
  if (access.spaceIds.length === 1) return access.spaceIds[0]!;
  throw new AppError("validation_failed", "Invalid input", {
    fields: [{ field: "query.space_id", reason: "required", message: "space_id is required for a caller of several spaces" }],
  });
}

/**
 * Spec 000 §2 date filter. Both dates: the days from the first to the last. One date: that day (the
 * screen has asked the user). Neither, with a status: the availability covering now.
 */
function availabilityFilterOf(query: ListWorkersQuery, now: Date) {
  const from = query.available_from ?? query.available_to;
  const to = query.available_to ?? query.available_from;
  if (!query.availability_status && !from) return undefined;
  const statuses = query.availability_status?.length ? query.availability_status : (["available"] as const);
  if (!from || !to) return { statuses, from: now, to: new Date(now.getTime() + 1) };
  return { statuses, from: parisDayStart(from), to: parisDayEnd(to) };
}

async function nearOf(db: Database, query: ListWorkersQuery) {
  if (query.near_lat !== undefined && query.near_lng !== undefined) {
    return { latitude: query.near_lat, longitude: query.near_lng, radiusKm: query.distance_km };
  }
  if (query.near_postal_code === undefined) return undefined;
  const point = await geolocatePostalCode(db, query.near_postal_code);
  if (!point) {
    throw new AppError("validation_failed", "Invalid input", {
      fields: [{ field: "query.near_postal_code", reason: "unknown", message: "unknown_postal_code" }],
    });
  }
  return { ...point, radiusKm: query.distance_km };
}

/** Coordinates of a postal code for the distance filter; null when unknown or the reference is not loaded. */
async function coordinatesOf(db: Database, postalCode: string | null | undefined) {
  const point = postalCode ? await geolocatePostalCode(db, postalCode) : undefined;
  return { latitude: point?.latitude ?? null, longitude: point?.longitude ?? null };
}

/** The profile split into its columns and its lists (favourite jobs, transport means, preferences). */
function splitProfile(input: WorkerUpdateInput): { columns: Partial<WorkerColumns>; lists: WorkerLists } {
  const { favorite_jobs, transportation_means, preference_environments, preference_availabilities, payement_category: _alias, ...rest } = input;
  const paymentCategory = paymentCategoryOf(input);
  const columns: Partial<WorkerColumns> = paymentCategory === undefined ? rest : { ...rest, payment_category: paymentCategory };
  return { columns, lists: { favorite_jobs, transportation_means, preference_environments, preference_availabilities } };
}

function changedUniqueValues(worker: WorkerFileRow, input: WorkerUpdateInput) {
  const changed = (field: UniqueWorkerField) => (input[field] !== undefined && input[field] !== worker[field] ? input[field] : undefined);
  return { email: changed("email"), mobile_phone_number: changed("mobile_phone_number"), external_ref: changed("external_ref") };
}

async function assertUnique(db: Database, spaceId: number, values: Partial<Record<UniqueWorkerField, string | null>>, exceptId?: number) {
  const taken = await findWorkerConflicts(db, spaceId, values, exceptId);
  if (taken.length > 0) throw takenError(taken);
}

/** Runs a write; a unique index that caught a race becomes the same 409 as the check before it. */
async function runUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const field = uniqueFieldOfError(error);
    if (field) throw takenError([field]);
    throw error;
  }
}

function takenError(fields: UniqueWorkerField[]) {
  const message = (field: UniqueWorkerField) =>
    field === "external_ref" ? SERVER_MESSAGES.externalRefTaken : SERVER_MESSAGES.workerContactTaken;
  const list: FieldError[] = fields.map((field) => ({ field, reason: "taken", message: message(field) }));
  return new AppError("conflict", list[0]!.message, { fields: list });
}
