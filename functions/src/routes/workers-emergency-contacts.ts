import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  deleteEmergencyContact,
  emergencyContactExists,
  emergencyContactIsThere,
  emergencyContactsState,
  insertEmergencyContactStatements,
  listEmergencyContacts,
  updateEmergencyContactStatements,
} from "../../../db/workers/worker-emergency-contacts";
import { workerEmergencyContacts } from "../../../db/schema/worker-details";
import { AppError, SERVER_MESSAGES } from "../../../domain/errors/app-error";
import {
  EMERGENCY_CONTACTS_MAX,
  EmergencyContactCreateSchema,
  EmergencyContactParamsSchema,
  EmergencyContactSchema,
  EmergencyContactUpdateSchema,
} from "../../../domain/workers/worker-tab-schemas";
import { WorkerIdParamsSchema } from "../../../domain/workers/worker-schemas";
import { callerRoutes } from "../access/sub-app";
import { activityLogIf } from "../lib/activity";
import { notFound } from "../lib/errors";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { expectedVersions, IfMatchHeaderSchema, missedEdit } from "../lib/row-version";
import { versionIn } from "../../../db/sql/row-version";
import { workerScopeFor } from "../lib/worker-access";

// /v1/workers/{id}/emergency-contacts (spec 000 §3, §5: phone unique, name not a number, a maximum per
// worker: 5, docs/decisions/0006-worker-rules.md; §8: phone already used, maximum reached).
export const workerEmergencyContactRoutes = callerRoutes();

function toContact(row: typeof workerEmergencyContacts.$inferSelect) {
  return EmergencyContactSchema.parse({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() });
}

function phoneUsed() {
  return new AppError("conflict", SERVER_MESSAGES.emergencyContactPhoneUsed, {
    fields: [{ field: "phone", reason: "taken", message: SERVER_MESSAGES.emergencyContactPhoneUsed }],
  });
}

workerEmergencyContactRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}/emergency-contacts",
    tags: ["workers"],
    summary: "A worker's emergency contacts",
    request: { params: WorkerIdParamsSchema },
    responses: { 200: jsonResponse(z.array(EmergencyContactSchema), "The contacts"), ...errorResponses(401, 404, 422) },
  }),
  async (c) => {
    const { workerId, spaceId } = await workerScopeFor(c, c.req.valid("param").id);
    return c.json((await listEmergencyContacts(c.get("db"), spaceId, workerId)).map(toContact), 200);
  },
);

workerEmergencyContactRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/emergency-contacts",
    tags: ["workers"],
    summary: `Add an emergency contact (at most ${EMERGENCY_CONTACTS_MAX}; the phone unique for the worker)`,
    request: { params: WorkerIdParamsSchema, body: jsonBody(EmergencyContactCreateSchema) },
    responses: { 201: jsonResponse(EmergencyContactSchema, "Added"), ...errorResponses(400, 401, 404, 409, 415, 422) },
  }),
  async (c) => {
    const input = c.req.valid("json");
    const { workerId, spaceId } = await workerScopeFor(c, c.req.valid("param").id);
    const db = c.get("db");
    const statements = insertEmergencyContactStatements(db, {
      spaceId,
      workerId,
      name: input.name,
      phone: input.phone,
      relationship: input.relationship || null,
      max: EMERGENCY_CONTACTS_MAX,
    });
    const [, [created]] = await db.batch([
      activityLogIf(
        c,
        { title: "Emergency contact added", type: "create", schema: "workers", subjectId: workerId, spaceId, changes: { name: input.name } },
        statements.allowed,
      ),
      statements.insert,
    ]);
    if (!created) {
      const state = await emergencyContactsState(db, workerId, input.phone);
      if (state.phoneTaken) throw phoneUsed();
      throw new AppError("conflict", SERVER_MESSAGES.emergencyContactMaximum);
    }
    return c.json(toContact(created), 201);
  },
);

workerEmergencyContactRoutes.openapi(
  createRoute({
    method: "patch",
    path: "/{id}/emergency-contacts/{contactId}",
    tags: ["workers"],
    summary: "Update an emergency contact",
    description: "With If-Match (the contact's updated_at, or its version in epoch ms) the edit applies only to that version, else 412.",
    request: { params: EmergencyContactParamsSchema, headers: IfMatchHeaderSchema, body: jsonBody(EmergencyContactUpdateSchema) },
    responses: { 200: jsonResponse(EmergencyContactSchema, "Updated"), ...errorResponses(400, 401, 404, 409, 412, 415, 422) },
  }),
  async (c) => {
    const params = c.req.valid("param");
    const input = c.req.valid("json");
    const { workerId, spaceId } = await workerScopeFor(c, params.id);
    const db = c.get("db");
    const target = { id: params.contactId, workerId, spaceId };
    const statements = updateEmergencyContactStatements(db, target, input, versionIn(workerEmergencyContacts.updated_at, expectedVersions(c)));
    const [, [updated]] = await db.batch([
      activityLogIf(
        c,
        { title: "Emergency contact updated", type: "update", schema: "workers", subjectId: workerId, spaceId, changes: { contact_id: target.id, name: input.name } },
        statements.allowed,
      ),
      statements.update,
    ]);
    if (!updated) {
      const state = input.phone ? await emergencyContactsState(db, workerId, input.phone, target.id) : undefined;
      if (state?.phoneTaken) throw phoneUsed();
      throw await missedEdit(c, () => emergencyContactIsThere(db, target));
    }
    return c.json(toContact(updated), 200);
  },
);

workerEmergencyContactRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/{id}/emergency-contacts/{contactId}",
    tags: ["workers"],
    summary: "Delete an emergency contact",
    request: { params: EmergencyContactParamsSchema },
    responses: { 204: { description: "Deleted" }, ...errorResponses(401, 404, 422) },
  }),
  async (c) => {
    const params = c.req.valid("param");
    const { workerId, spaceId } = await workerScopeFor(c, params.id);
    const db = c.get("db");
    const target = { id: params.contactId, workerId, spaceId };
    const [, removed] = await db.batch([
      activityLogIf(
        c,
        { title: "Emergency contact deleted", type: "delete", schema: "workers", subjectId: workerId, spaceId, changes: { contact_id: target.id } },
        emergencyContactExists(target),
      ),
      deleteEmergencyContact(db, target),
    ]);
    if (removed.length === 0) throw notFound();
    return c.body(null, 204);
  },
);
