import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  deleteWorkerEquipment,
  insertWorkerEquipment,
  listWorkerEquipment,
  updateWorkerEquipment,
  workerEquipmentExists,
  workerEquipmentIsThere,
} from "../../../db/workers/worker-equipment";
import { workerEquipment } from "../../../db/schema/worker-details";
import { EquipmentCreateSchema, EquipmentParamsSchema, EquipmentSchema, EquipmentUpdateSchema } from "../../../domain/workers/worker-tab-schemas";
import { WorkerIdParamsSchema } from "../../../domain/workers/worker-schemas";
import { callerRoutes } from "../access/sub-app";
import { activityLogFor, activityLogIf } from "../lib/activity";
import { notFound } from "../lib/errors";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { expectedVersions, IfMatchHeaderSchema, missedEdit } from "../lib/row-version";
import { versionIn } from "../../../db/sql/row-version";
import { workerScopeFor } from "../lib/worker-access";

// /v1/workers/{id}/equipment: what the agency lent or the worker owns (spec 000 §3 Equipment: name,
// comment, size).
export const workerEquipmentRoutes = callerRoutes();

function toEquipment(row: typeof workerEquipment.$inferSelect) {
  return EquipmentSchema.parse({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() });
}

workerEquipmentRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}/equipment",
    tags: ["workers"],
    summary: "A worker's equipment",
    request: { params: WorkerIdParamsSchema },
    responses: { 200: jsonResponse(z.array(EquipmentSchema), "The equipment"), ...errorResponses(401, 404, 422) },
  }),
  async (c) => {
    const { workerId, spaceId } = await workerScopeFor(c, c.req.valid("param").id);
    return c.json((await listWorkerEquipment(c.get("db"), spaceId, workerId)).map(toEquipment), 200);
  },
);

workerEquipmentRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/equipment",
    tags: ["workers"],
    summary: "Add equipment",
    request: { params: WorkerIdParamsSchema, body: jsonBody(EquipmentCreateSchema) },
    responses: { 201: jsonResponse(EquipmentSchema, "Added"), ...errorResponses(400, 401, 404, 415, 422) },
  }),
  async (c) => {
    const input = c.req.valid("json");
    const { workerId, spaceId } = await workerScopeFor(c, c.req.valid("param").id);
    const db = c.get("db");
    const [[created]] = await db.batch([
      insertWorkerEquipment(db, spaceId, workerId, input),
      activityLogFor(c, { title: "Equipment added", type: "create", schema: "workers", subjectId: workerId, spaceId, changes: input }),
    ]);
    return c.json(toEquipment(created!), 201);
  },
);

workerEquipmentRoutes.openapi(
  createRoute({
    method: "patch",
    path: "/{id}/equipment/{equipmentId}",
    tags: ["workers"],
    summary: "Update equipment",
    description: "With If-Match (the item's updated_at, or its version in epoch ms) the edit applies only to that version, else 412.",
    request: { params: EquipmentParamsSchema, headers: IfMatchHeaderSchema, body: jsonBody(EquipmentUpdateSchema) },
    responses: { 200: jsonResponse(EquipmentSchema, "Updated"), ...errorResponses(400, 401, 404, 412, 415, 422) },
  }),
  async (c) => {
    const params = c.req.valid("param");
    const input = c.req.valid("json");
    const { workerId, spaceId } = await workerScopeFor(c, params.id);
    const db = c.get("db");
    const target = { id: params.equipmentId, workerId, spaceId };
    const sameVersion = versionIn(workerEquipment.updated_at, expectedVersions(c));
    const [, [updated]] = await db.batch([
      activityLogIf(
        c,
        { title: "Equipment updated", type: "update", schema: "workers", subjectId: workerId, spaceId, changes: { equipment_id: target.id, ...input } },
        workerEquipmentExists(target, sameVersion),
      ),
      updateWorkerEquipment(db, target, input, sameVersion),
    ]);
    if (!updated) throw await missedEdit(c, () => workerEquipmentIsThere(db, target));
    return c.json(toEquipment(updated), 200);
  },
);

workerEquipmentRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/{id}/equipment/{equipmentId}",
    tags: ["workers"],
    summary: "Remove equipment",
    request: { params: EquipmentParamsSchema },
    responses: { 204: { description: "Removed" }, ...errorResponses(401, 404, 422) },
  }),
  async (c) => {
    const params = c.req.valid("param");
    const { workerId, spaceId } = await workerScopeFor(c, params.id);
    const db = c.get("db");
    const target = { id: params.equipmentId, workerId, spaceId };
    const [, removed] = await db.batch([
      activityLogIf(
        c,
        { title: "Equipment removed", type: "delete", schema: "workers", subjectId: workerId, spaceId, changes: { equipment_id: target.id } },
        workerEquipmentExists(target),
      ),
      deleteWorkerEquipment(db, target),
    ]);
    if (removed.length === 0) throw notFound();
    return c.body(null, 204);
  },
);
