import { operationContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { workerEquipment } from "#db/schema/worker-details";
import { EquipmentCreateSchema, EquipmentParamsSchema, EquipmentSchema, EquipmentUpdateSchema } from "#domain/workers/worker-tab-schemas";
import { WorkerIdParamsSchema } from "#domain/workers/worker-schemas";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { expectedVersions, IfMatchHeaderSchema } from "../lib/row-version";
import { addWorkerEquipment } from "#features/workers/add-worker-equipment";
import { listWorkerEquipment } from "#features/workers/list-worker-equipment";
import { removeWorkerEquipment } from "#features/workers/remove-worker-equipment";
import { updateWorkerEquipment } from "#features/workers/update-worker-equipment";

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
  async (c) => c.json((await listWorkerEquipment(operationContextOf(c), c.req.valid("param").id)).map(toEquipment), 200),
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
    const created = await addWorkerEquipment(operationContextOf(c), { workerId: c.req.valid("param").id, equipment: c.req.valid("json") });
    return c.json(toEquipment(created), 201);
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
    const { id, equipmentId } = c.req.valid("param");
    const updated = await updateWorkerEquipment(operationContextOf(c), {
      workerId: id,
      equipmentId,
      changes: c.req.valid("json"),
      expectedVersions: expectedVersions(c),
    });
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
    const { id, equipmentId } = c.req.valid("param");
    await removeWorkerEquipment(operationContextOf(c), { workerId: id, equipmentId });
    return c.body(null, 204);
  },
);
