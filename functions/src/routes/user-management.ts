import { operationContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  DeleteUsersAnswerSchema,
  DeleteUsersSchema,
  ListUsersQuerySchema,
  UserCreateSchema,
  UserDetailSchema,
  UserIdParamsSchema,
  UserUpdateSchema,
  UserWriteAnswerSchema,
} from "#domain/users/user-schemas";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { withPageHeaders } from "../lib/pagination";
import { expectedVersions, IfMatchHeaderSchema, withVersion } from "../lib/row-version";
import { toUserDetail } from "#features/users/user-detail";
import { requirePermission } from "../middleware/authenticate";
import { createUser } from "#features/users/create-user";
import { deleteUser } from "#features/users/delete-user";
import { deleteUsers } from "#features/users/delete-users";
import { getUser } from "#features/users/get-user";
import { issueUserApiToken } from "#features/users/issue-user-api-token";
import { ApiTokenAnswerSchema, ApiTokenRequestSchema } from "#domain/auth/auth-schemas";
import { listUsers } from "#features/users/list-users";
import { sendPasswordReset } from "#features/users/send-password-reset";
import { updateUser } from "#features/users/update-user";

// /v1/users: the owner manages everyone (/admin/users), a space administrator the users of their
// spaces (/space/users). Both need space-users, which the owner holds through app-admin.
export const userManagementRoutes = callerRoutes();

userManagementRoutes.openapi(
  createRoute({
    method: "get",
    path: "/",
    tags: ["users"],
    summary: "Users the caller manages, by name (owner: all; space administrator: their spaces)",
    middleware: [requirePermission("space-users")] as const,
    request: { query: ListUsersQuerySchema },
    responses: {
      200: { ...jsonResponse(z.array(UserDetailSchema), "A page of users"), headers: z.object({ Link: z.string() }) },
      ...errorResponses(401, 403, 422),
    },
  }),
  async (c) => {
    const query = c.req.valid("query");
    const { rows, total } = await listUsers(operationContextOf(c), query);
    withPageHeaders(c, query, total);
    return c.json(rows.map(toUserDetail), 200);
  },
);

userManagementRoutes.openapi(
  createRoute({
    method: "post",
    path: "/",
    tags: ["users"],
    summary: "Create a user",
    description:
      "Refused with 403 'User has no rights' when granting a permission, a space or an administrator option (is_admin, legacy_v1_admin) the caller does not hold. Without a password, the user receives a link to choose one. With api_access, an owner's answer carries the API token, shown once; anyone else's carries none (the user issues their own).",
    middleware: [requirePermission("space-users")] as const,
    request: { body: jsonBody(UserCreateSchema) },
    responses: {
      201: jsonResponse(UserWriteAnswerSchema, "Created"),
      ...errorResponses(400, 401, 403, 409, 415, 422),
    },
  }),
  async (c) => {
    const { user, apiToken } = await createUser(operationContextOf(c), c.req.valid("json"));
    return c.json({ user: toUserDetail(user), ...(apiToken ? { api_token: apiToken } : {}) }, 201);
  },
);

userManagementRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}",
    tags: ["users"],
    summary: "One user (404 outside the caller's spaces)",
    middleware: [requirePermission("space-users")] as const,
    request: { params: UserIdParamsSchema },
    responses: { 200: jsonResponse(UserDetailSchema, "The user"), ...errorResponses(401, 403, 404, 422) },
  }),
  async (c) => {
    const user = await getUser(operationContextOf(c), c.req.valid("param").id);
    withVersion(c, user.updated_at);
    return c.json(toUserDetail(user), 200);
  },
);

userManagementRoutes.openapi(
  createRoute({
    method: "patch",
    path: "/{id}",
    tags: ["users"],
    summary: "Update a user",
    description:
      "A space administrator changes only the permissions and spaces they hold themselves; the others stay. Changing the e-mail or the API access needs every space of the user to be the caller's (403 with reason other_spaces otherwise); an administrator option is changed only by someone holding it. A new API token is answered to an owner or the user themself only. The last owner cannot be demoted (409). With If-Match (the ETag of the GET) the edit applies only to that version, else 412.",
    middleware: [requirePermission("space-users")] as const,
    request: { params: UserIdParamsSchema, headers: IfMatchHeaderSchema, body: jsonBody(UserUpdateSchema) },
    responses: {
      200: jsonResponse(UserWriteAnswerSchema, "Updated"),
      ...errorResponses(400, 401, 403, 404, 409, 412, 415, 422),
    },
  }),
  async (c) => {
    const { user, apiToken } = await updateUser(operationContextOf(c), {
      id: c.req.valid("param").id,
      changes: c.req.valid("json"),
      expectedVersions: expectedVersions(c),
    });
    withVersion(c, user.updated_at);
    return c.json({ user: toUserDetail(user), ...(apiToken ? { api_token: apiToken } : {}) }, 200);
  },
);

userManagementRoutes.openapi(
  createRoute({
    method: "post",
    path: "/delete",
    tags: ["users"],
    summary: "Delete several users; answers which were deleted and which were refused (spec §4)",
    middleware: [requirePermission("space-users")] as const,
    request: { body: jsonBody(DeleteUsersSchema) },
    responses: { 200: jsonResponse(DeleteUsersAnswerSchema, "Full or partial success"), ...errorResponses(400, 401, 403, 415, 422) },
  }),
  async (c) => c.json(await deleteUsers(operationContextOf(c), c.req.valid("json").ids), 200),
);

userManagementRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/{id}",
    tags: ["users"],
    summary: "Delete one user (soft delete; the last owner cannot be deleted)",
    middleware: [requirePermission("space-users")] as const,
    request: { params: UserIdParamsSchema },
    responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404, 409, 422) },
  }),
  async (c) => {
    await deleteUser(operationContextOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  },
);

userManagementRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/reset-password",
    tags: ["users"],
    summary: "Send the user a link to choose a new password",
    description: "Needs every space of the user to be the caller's (an owner holds them all).",
    middleware: [requirePermission("space-users")] as const,
    request: { params: UserIdParamsSchema },
    responses: { 202: { description: "Link sent" }, ...errorResponses(401, 403, 404, 422) },
  }),
  async (c) => {
    await sendPasswordReset(operationContextOf(c), c.req.valid("param").id);
    return c.body(null, 202);
  },
);

userManagementRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/api-token",
    tags: ["users"],
    summary: "Issue a new API token for a user with API access (the previous one stops working)",
    description:
      "An API token is a password: only an owner, or the user themself (without space-users), may issue and see one. A space administrator gets 403. " +
      'With {"mobile_app": true} the token is the mobile app\'s: confidential documents are hidden from it (spec 000 §3, §6). ' +
      "The previous token's live notification sockets close.",
    request: { params: UserIdParamsSchema, body: { ...jsonBody(ApiTokenRequestSchema), required: false } },
    responses: {
      201: jsonResponse(ApiTokenAnswerSchema, "The token, shown once"),
      ...errorResponses(400, 401, 403, 404, 409, 415, 422),
    },
  }),
  async (c) => c.json(await issueUserApiToken(operationContextOf(c), c.req.valid("param").id, c.req.valid("json")), 201),
);
