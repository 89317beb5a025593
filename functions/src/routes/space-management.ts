import { operationContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import {
  SpaceCreateSchema,
  SpaceDetailSchema,
  SpaceIdParamsSchema,
  SpaceSettingsSchema,
  SpaceUpdateSchema,
} from "#domain/spaces/space-schemas";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { expectedVersions, IfMatchHeaderSchema, withVersion } from "../lib/row-version";
import { toSpaceDetail } from "#features/spaces/space-detail";
import { requirePermission } from "../middleware/authenticate";
import { createSpace } from "#features/spaces/create-space";
import { deleteSpace } from "#features/spaces/delete-space";
import { getSpace } from "#features/spaces/get-space";
import { restoreSpace } from "#features/spaces/restore-space";
import { updateSpace } from "#features/spaces/update-space";
import { updateSpaceSettings } from "#features/spaces/update-space-settings";

// /v1/spaces/{id}: the owner creates, updates, deletes and restores agencies (spec 000 §2 /admin/spaces).
// Members of a space may read it; its space administrators edit its settings (decision 0045).
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
  async (c) => c.json(toSpaceDetail(await createSpace(operationContextOf(c), c.req.valid("json"))), 201),
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
    const space = await getSpace(operationContextOf(c), c.req.valid("param").id);
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
    const updated = await updateSpace(operationContextOf(c), {
      id: c.req.valid("param").id,
      changes: c.req.valid("json"),
      expectedVersions: expectedVersions(c),
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
    await deleteSpace(operationContextOf(c), c.req.valid("param").id);
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
  async (c) => c.json(toSpaceDetail(await restoreSpace(operationContextOf(c), c.req.valid("param").id)), 200),
);

spaceManagementRoutes.openapi(
  createRoute({
    method: "patch",
    path: "/{id}/settings",
    tags: ["spaces"],
    summary: "Update a space's own settings (space administrator of that space, or owner)",
    description:
      "What the DPAE, the SMS and the mission contracts need of the agency as employer (SIRET, APE, URSSAF organisation, URSSAF and health-service codes in the formats the DPAE checks, address, phone, notification e-mail, financial guarantor) and the registration's employer step. Other fields are refused (422). 404 outside the caller's spaces. With If-Match the edit applies only to that version, else 412.",
    middleware: [requirePermission("space-users")] as const,
    request: { params: SpaceIdParamsSchema, headers: IfMatchHeaderSchema, body: jsonBody(SpaceSettingsSchema) },
    responses: { 200: jsonResponse(SpaceDetailSchema, "Updated"), ...errorResponses(400, 401, 403, 404, 412, 415, 422) },
  }),
  async (c) => {
    const updated = await updateSpaceSettings(operationContextOf(c), {
      id: c.req.valid("param").id,
      changes: c.req.valid("json"),
      expectedVersions: expectedVersions(c),
    });
    withVersion(c, updated.updated_at);
    return c.json(toSpaceDetail(updated), 200);
  },
);
