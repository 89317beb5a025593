import { operationContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { workerEmergencyContacts } from "#db/schema/worker-details";
import {
  EMERGENCY_CONTACTS_MAX,
  EmergencyContactCreateSchema,
  EmergencyContactParamsSchema,
  EmergencyContactSchema,
  EmergencyContactUpdateSchema,
} from "#domain/workers/worker-tab-schemas";
import { WorkerIdParamsSchema } from "#domain/workers/worker-schemas";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { expectedVersions, IfMatchHeaderSchema } from "../lib/row-version";
import { addEmergencyContact } from "#features/workers/add-emergency-contact";
import { deleteEmergencyContact } from "#features/workers/delete-emergency-contact";
import { listEmergencyContacts } from "#features/workers/list-emergency-contacts";
import { updateEmergencyContact } from "#features/workers/update-emergency-contact";

// /v1/workers/{id}/emergency-contacts (spec 000 §3, §5: phone unique, name not a number, a maximum per
// worker: 5, docs/decisions/0006-worker-rules.md; §8: phone already used, maximum reached).
export const workerEmergencyContactRoutes = callerRoutes();

function toContact(row: typeof workerEmergencyContacts.$inferSelect) {
  return EmergencyContactSchema.parse({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() });
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
  async (c) => c.json((await listEmergencyContacts(operationContextOf(c), c.req.valid("param").id)).map(toContact), 200),
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
    const created = await addEmergencyContact(operationContextOf(c), { workerId: c.req.valid("param").id, contact: c.req.valid("json") });
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
    const { id, contactId } = c.req.valid("param");
    const updated = await updateEmergencyContact(operationContextOf(c), {
      workerId: id,
      contactId,
      changes: c.req.valid("json"),
      expectedVersions: expectedVersions(c),
    });
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
    const { id, contactId } = c.req.valid("param");
    await deleteEmergencyContact(operationContextOf(c), { workerId: id, contactId });
    return c.body(null, 204);
  },
);
