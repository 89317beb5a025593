import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { GroupCreateSchema, GroupIdParamsSchema, GroupRenameSchema, GroupSchema, ListGroupsQuerySchema } from "#domain/users/group-schemas";
import { createGroup } from "#features/groups/create-group";
import { deleteGroup } from "#features/groups/delete-group";
import { listGroups } from "#features/groups/list-groups";
import { renameGroup } from "#features/groups/rename-group";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { operationContextOf } from "../lib/operation-contexts";
import { requirePermission } from "../middleware/authenticate";

// /v1/groups: a space's groups of users (spec 000 §3 User "groups", §6), managed by whoever manages the
// space's users (space-users; the owner holds it through app-admin), picked on the user form.
export const groupRoutes = callerRoutes();

groupRoutes.openapi(
  createRoute({
    method: "get",
    path: "/",
    tags: ["users"],
    summary: "The groups of the spaces the caller manages, by space and name",
    middleware: [requirePermission("space-users")] as const,
    request: { query: ListGroupsQuerySchema },
    responses: { 200: jsonResponse(z.array(GroupSchema), "Groups"), ...errorResponses(401, 403, 404, 422) },
  }),
  async (c) => c.json(await listGroups(operationContextOf(c), c.req.valid("query")), 200),
);

groupRoutes.openapi(
  createRoute({
    method: "post",
    path: "/",
    tags: ["users"],
    summary: "Create a group in a space",
    middleware: [requirePermission("space-users")] as const,
    request: { body: jsonBody(GroupCreateSchema) },
    responses: { 201: jsonResponse(GroupSchema, "Created"), ...errorResponses(400, 401, 403, 404, 409, 415, 422) },
  }),
  async (c) => c.json(await createGroup(operationContextOf(c), c.req.valid("json")), 201),
);

groupRoutes.openapi(
  createRoute({
    method: "patch",
    path: "/{id}",
    tags: ["users"],
    summary: "Rename a group",
    middleware: [requirePermission("space-users")] as const,
    request: { params: GroupIdParamsSchema, body: jsonBody(GroupRenameSchema) },
    responses: { 200: jsonResponse(GroupSchema, "Renamed"), ...errorResponses(400, 401, 403, 404, 409, 415, 422) },
  }),
  async (c) => c.json(await renameGroup(operationContextOf(c), { id: c.req.valid("param").id, name: c.req.valid("json").name }), 200),
);

groupRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/{id}",
    tags: ["users"],
    summary: "Delete a group (its users leave it)",
    middleware: [requirePermission("space-users")] as const,
    request: { params: GroupIdParamsSchema },
    responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404, 422) },
  }),
  async (c) => {
    await deleteGroup(operationContextOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  },
);
