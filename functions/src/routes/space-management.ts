import { createRoute } from "@hono/zod-openapi";
import { geolocatePostalCode } from "../../../db/reference/geolocate-postal-code";
import { getSpace, isAssociationCodeTaken, isSpaceUrlTaken } from "../../../db/spaces/get-space";
import { insertSpace, newSpaceIdRef, restoreSpace, softDeleteSpace, updateSpace, type SpaceValues } from "../../../db/spaces/write-space";
import { uniqueViolationColumns } from "../../../db/unique-violation";
import { spaces } from "../../../db/schema/spaces";
import { rowStillAt } from "../../../db/sql/row-version";
import { writeGuard } from "../../../db/sql/write-guard";
import type { Database } from "../../../db/client";
import { AppError, SERVER_MESSAGES, type FieldError } from "../../../domain/errors/app-error";
import { sirenFromSiret } from "../../../domain/french/siren-siret";
import {
  SpaceCreateSchema,
  SpaceDetailSchema,
  SpaceIdParamsSchema,
  SpaceUpdateSchema,
  type SpaceUpdateInput,
} from "../../../domain/spaces/space-schemas";
import { callerRoutes } from "../access/sub-app";
import { activityLogFor } from "../lib/activity";
import { notFound } from "../lib/errors";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { editWithRetry, IfMatchHeaderSchema, versionToKeep, withVersion } from "../lib/row-version";
import { toSpaceDetail } from "../lib/space-detail";
import { diffFields } from "../lib/user-detail";
import { isOwner } from "../lib/user-access";
import { callerOf, requirePermission } from "../middleware/authenticate";

// /v1/spaces/{id}: the owner creates, updates, deletes and restores agencies (spec 000 §2 /admin/spaces).
// Members of a space may read it.
export const spaceManagementRoutes = callerRoutes();

spaceManagementRoutes.openapi(
  createRoute({
    method: "post",
    path: "/",
    tags: ["spaces"],
    summary: "Create a space (owner)",
    description: "Answers 409 'association_code used by another space' when the code is taken.",
    middleware: [requirePermission("app-admin")] as const,
    request: { body: jsonBody(SpaceCreateSchema) },
    responses: { 201: jsonResponse(SpaceDetailSchema, "Created"), ...errorResponses(400, 401, 403, 409, 415, 422) },
  }),
  async (c) => {
    const input = c.req.valid("json");
    const db = c.get("db");
    await assertUnique(db, input);
    const values = { ...(await derivedValues(db, input)), ...input, name: input.name } as SpaceValues;
    const [created] = await refusingTaken(() =>
      db.batch([
        insertSpace(db, values),
        activityLogFor(c, { title: "Space created", type: "create", schema: "spaces", subjectId: newSpaceIdRef(), changes: input }),
      ]),
    );
    return c.json(toSpaceDetail(created[0]!), 201);
  },
);

spaceManagementRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}",
    tags: ["spaces"],
    summary: "One space (owner, or a member of it)",
    request: { params: SpaceIdParamsSchema },
    responses: { 200: jsonResponse(SpaceDetailSchema, "The space"), ...errorResponses(401, 404, 422) },
  }),
  async (c) => {
    const { access } = callerOf(c);
    const { id } = c.req.valid("param");
    const space = await getSpace(c.get("db"), id);
    if (!space || (!isOwner(access) && (!access.spaceIds.includes(id) || space.deleted_at))) throw notFound();
    withVersion(c, space.updated_at);
    return c.json(toSpaceDetail(space), 200);
  },
);

spaceManagementRoutes.openapi(
  createRoute({
    method: "patch",
    path: "/{id}",
    tags: ["spaces"],
    summary: "Update a space (owner)",
    description: "With If-Match (the ETag of the GET) the edit applies only to that version, else 412.",
    middleware: [requirePermission("app-admin")] as const,
    request: { params: SpaceIdParamsSchema, headers: IfMatchHeaderSchema, body: jsonBody(SpaceUpdateSchema) },
    responses: { 200: jsonResponse(SpaceDetailSchema, "Updated"), ...errorResponses(400, 401, 403, 404, 409, 412, 415, 422) },
  }),
  async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const db = c.get("db");
    const updated = await editWithRetry(async () => {
      const space = await getSpace(db, id);
      if (!space) throw notFound();
      const version = versionToKeep(c, space.updated_at);
      await assertUnique(db, input, id);
      const values = { ...(await derivedValues(db, input, space)), ...input } as Partial<SpaceValues>;
      const [, [row]] = await refusingTaken(() =>
        db.batch([
          writeGuard(db, rowStillAt(spaces, id, version)),
          updateSpace(db, id, values),
          activityLogFor(c, {
            title: "Space updated",
            type: "update",
            schema: "spaces",
            subjectId: id,
            spaceId: id,
            changes: diffFields(space, values),
          }),
        ]),
      );
      return row!;
    });
    withVersion(c, updated.updated_at);
    return c.json(toSpaceDetail(updated), 200);
  },
);

spaceManagementRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/{id}",
    tags: ["spaces"],
    summary: "Soft-delete a space (owner); it can be restored",
    middleware: [requirePermission("app-admin")] as const,
    request: { params: SpaceIdParamsSchema },
    responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404, 422) },
  }),
  async (c) => {
    const { id } = c.req.valid("param");
    const db = c.get("db");
    if (!(await getSpace(db, id))) throw notFound();
    await db.batch([
      softDeleteSpace(db, id, new Date()),
      activityLogFor(c, { title: "Space deleted", type: "delete", schema: "spaces", subjectId: id, spaceId: id }),
    ]);
    return c.body(null, 204);
  },
);

spaceManagementRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/restore",
    tags: ["spaces"],
    summary: "Restore a deleted space (owner)",
    middleware: [requirePermission("app-admin")] as const,
    request: { params: SpaceIdParamsSchema },
    responses: { 200: jsonResponse(SpaceDetailSchema, "Restored"), ...errorResponses(401, 403, 404, 422) },
  }),
  async (c) => {
    const { id } = c.req.valid("param");
    const db = c.get("db");
    if (!(await getSpace(db, id))) throw notFound();
    await db.batch([
      restoreSpace(db, id),
      activityLogFor(c, { title: "Space restored", type: "restore", schema: "spaces", subjectId: id, spaceId: id }),
    ]);
    return c.json(toSpaceDetail((await getSpace(db, id))!), 200);
  },
);

const TAKEN_MESSAGES = { association_code: SERVER_MESSAGES.associationCodeUsed, url: "url used by another space" };
type UniqueSpaceField = keyof typeof TAKEN_MESSAGES;

async function assertUnique(db: Database, input: SpaceUpdateInput, exceptSpaceId?: number) {
  const taken: UniqueSpaceField[] = [];
  if (input.association_code && (await isAssociationCodeTaken(db, input.association_code, exceptSpaceId))) taken.push("association_code");
  if (input.url && (await isSpaceUrlTaken(db, input.url, exceptSpaceId))) taken.push("url");
  if (taken.length > 0) throw takenError(taken);
}

/** Runs a space write; a unique index that caught a racing request gives the same 409 as the check before it. */
async function refusingTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const columns = uniqueViolationColumns(error, "spaces");
    const taken = (Object.keys(TAKEN_MESSAGES) as UniqueSpaceField[]).filter((field) => columns.includes(field));
    if (taken.length > 0) throw takenError(taken);
    throw error;
  }
}

function takenError(taken: UniqueSpaceField[]) {
  const fields: FieldError[] = taken.map((field) => ({ field, reason: "taken", message: TAKEN_MESSAGES[field] }));
  return new AppError("conflict", fields[0]!.message, { fields });
}

/**
 * Values the server derives: coordinates from the postal code (for distance filters) and the SIREN
 * from the SIRET when none is given. A changed postal code moves the space; an unknown one clears it.
 */
async function derivedValues(db: Database, input: SpaceUpdateInput, current?: { zipcode: string | null; siren: string | null }) {
  const derived: Partial<SpaceValues> = {};
  if (input.zipcode !== undefined && input.zipcode !== current?.zipcode) {
    const position = input.zipcode ? await geolocatePostalCode(db, input.zipcode) : undefined;
    derived.latitude = position?.latitude ?? null;
    derived.longitude = position?.longitude ?? null;
  }
  if (input.siret && input.siren === undefined && !current?.siren) derived.siren = sirenFromSiret(input.siret);
  return derived;
}
