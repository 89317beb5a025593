import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { getUserDetail, getUserDetails, isEmailTaken } from "../../../db/users/get-user-details";
import { findUserIdByEmail, insertUserStatements } from "../../../db/users/insert-user";
import { listUsers } from "../../../db/users/list-users";
import { isLastOwner } from "../../../db/users/owner-guard";
import { softDeleteUserStatements } from "../../../db/users/soft-delete-user";
import { filterGroupsInSpaces, updateUserStatements, userStillEditable } from "../../../db/users/update-user";
import { writeGuard } from "../../../db/sql/write-guard";
import { revokeUserApiTokens } from "../../../db/auth/api-tokens";
import { runBatch } from "../../../db/client";
import { hashPassword } from "../../../domain/auth/password-hash";
import { generateToken } from "../../../domain/auth/tokens";
import { hasPermission, PERMISSIONS } from "../../../domain/auth/permissions";
import { AppError, SERVER_MESSAGES } from "../../../domain/errors/app-error";
import {
  DeleteUsersAnswerSchema,
  DeleteUsersSchema,
  ListUsersQuerySchema,
  UserCreateSchema,
  UserDetailSchema,
  UserIdParamsSchema,
  UserUpdateSchema,
  UserWriteAnswerSchema,
} from "../../../domain/users/user-schemas";
import { issueApiToken } from "../auth/api-token";
import { preparePasswordReset } from "../auth/password-reset";
import { reachableSpacesOf } from "../access/space-access";
import { callerRoutes } from "../access/sub-app";
import type { AppEnv } from "../context";
import { activityLogFor, activityLogIf } from "../lib/activity";
import { notFound } from "../lib/errors";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { withPageHeaders } from "../lib/pagination";
import { IfMatchHeaderSchema, versionToKeep, withVersion } from "../lib/row-version";
import {
  assertCanChangeAccountKeys,
  assertCanGrant,
  canControlAccount,
  canManageUser,
  canSeeUser,
  granterOf,
  isOwner,
  maySeeApiToken,
  mergeControlled,
} from "../lib/user-access";
import { diffFields, toUserDetail } from "../lib/user-detail";
import { emailTaken, lastOwner, settlingUserRace } from "../lib/user-write-race";
import { callerOf, requirePermission } from "../middleware/authenticate";
import { closeUserSockets } from "../notifications/close-user-sockets";

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
    const { access } = callerOf(c);
    const query = c.req.valid("query");
    const db = c.get("db");
    const { ids, total } = await listUsers(db, {
      visibleSpaceIds: reachableSpacesOf(access),
      q: query.q,
      spaceId: query.space_id,
      page: query.page,
      perPage: query.per_page,
    });
    withPageHeaders(c, query, total);
    return c.json((await getUserDetails(db, ids)).map(toUserDetail), 200);
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
    const { access } = callerOf(c);
    const input = c.req.valid("json");
    const db = c.get("db");
    assertCanGrant(await granterOf(c), { permissions: input.permissions, spaceIds: input.space_ids, flags: input });
    if (!isOwner(access) && input.space_ids.length === 0) {
      throw new AppError("validation_failed", "Invalid input", {
        fields: [{ field: "space_ids", reason: "required", message: "A space is required" }],
      });
    }
    if (await isEmailTaken(db, input.email)) throw emailTaken();
    const groupIds = await filterGroupsInSpaces(db, input.group_ids, input.space_ids);
    if (groupIds.length !== new Set(input.group_ids).size) throw invalidGroups();

    // Without a password the account gets an unguessable one and a link to choose their own. The
    // user, their token and their link are written in one batch: all of it or none.
    const passwordHash = await hashPassword(input.password ?? generateToken());
    const creation = insertUserStatements(db, { ...input, group_ids: groupIds, password_hash: passwordHash });
    // Only an owner sees a token (maySeeApiToken); a space administrator's API user issues their own.
    const apiToken = input.api_access && isOwner(access) ? await issueApiToken(db, creation.newUserId) : undefined;
    const reset = input.password
      ? undefined
      : await preparePasswordReset(db, { id: creation.newUserId, ...input }, c.get("config").PUBLIC_APP_URL);
    await settlingUserRace(db, undefined, [
      ...creation.statements,
      ...(apiToken?.statements ?? []),
      ...(reset ? [reset.statement] : []),
      activityLogFor(c, {
        title: "User created",
        type: "create",
        schema: "users",
        subjectId: creation.newUserId,
        spaceId: input.space_ids[0] ?? null,
        changes: { ...input, password: undefined },
      }),
    ]);
    if (reset) await c.env.JOBS.send(reset.job);
    const userId = (await findUserIdByEmail(db, input.email))!;
    const user = (await getUserDetail(db, userId))!;
    return c.json({ user: toUserDetail(user), ...(apiToken ? { api_token: apiToken.token } : {}) }, 201);
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
    const { access } = callerOf(c);
    const user = await getUserDetail(c.get("db"), c.req.valid("param").id);
    if (!user || !canSeeUser(access, user)) throw notFound();
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
    const { caller, access } = callerOf(c);
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const db = c.get("db");
    const user = await getUserDetail(db, id);
    if (!user || !canSeeUser(access, user)) throw notFound();
    const granter = await granterOf(c);
    if (!canManageUser(granter, user)) throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights);
    const version = versionToKeep(c, user.updated_at);
    assertCanGrant(granter, { permissions: input.permissions ?? [], spaceIds: input.space_ids ?? [], flags: input, current: user });
    assertCanChangeAccountKeys(granter, user, input);
    if (input.email && (await isEmailTaken(db, input.email, id))) throw emailTaken();

    const permissions = input.permissions && mergeControlled(access, PERMISSIONS, user.permissions, input.permissions);
    const spaceIds = input.space_ids && mergeControlled(access, access.spaceIds, user.space_ids, input.space_ids);
    const demotesOwner = Boolean(permissions && !permissions.includes("app-admin") && user.permissions.includes("app-admin"));
    if (demotesOwner && (await isLastOwner(db, id))) throw lastOwner();
    let groupIds: number[] | undefined;
    if (input.group_ids) {
      groupIds = await filterGroupsInSpaces(db, input.group_ids, spaceIds ?? user.space_ids);
      if (groupIds.length !== new Set(input.group_ids).size) throw invalidGroups();
    }
    const { permissions: _p, space_ids: _s, group_ids: _g, ...profile } = input;
    const turnsApiOn = input.api_access === true && !user.api_access;
    const apiToken = turnsApiOn && maySeeApiToken(access, caller.id, id) ? await issueApiToken(db, id) : undefined;
    const after = { ...profile, ...(permissions && { permissions }), ...(spaceIds && { space_ids: spaceIds }), ...(groupIds && { group_ids: groupIds }) };
    // The guard re-checks inside the write what was read (decision 0013): the user is not deleted, has
    // the version If-Match named, and another owner remains when this edit demotes one, so two owners
    // demoting each other at once cannot leave none.
    await settlingUserRace(db, { id, version, demotesOwner }, [
      writeGuard(db, userStillEditable(db, { id, version, demotesOwner })),
      ...updateUserStatements(db, id, { profile, permissions, spaceIds, groupIds }),
      ...(apiToken?.statements ?? []),
      ...(input.api_access === false ? [revokeUserApiTokens(db, id, new Date())] : []),
      activityLogFor(c, {
        title: "User updated",
        type: "update",
        schema: "users",
        subjectId: id,
        spaceId: (spaceIds ?? user.space_ids)[0] ?? null,
        changes: diffFields(user, after),
      }),
    ]);
    const updated = (await getUserDetail(db, id))!;
    withVersion(c, updated.updated_at);
    return c.json({ user: toUserDetail(updated), ...(apiToken ? { api_token: apiToken.token } : {}) }, 200);
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
  async (c) => c.json(await deleteUsers(c, c.req.valid("json").ids), 200),
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
    const { refused } = await deleteUsers(c, [c.req.valid("param").id]);
    const reason = refused[0]?.reason;
    if (reason === "not_found") throw notFound();
    if (reason === "forbidden" || reason === "self") throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights);
    if (reason === "last_owner") throw new AppError("conflict", "The last owner cannot be deleted");
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
    const { access } = callerOf(c);
    const db = c.get("db");
    const user = await getUserDetail(db, c.req.valid("param").id);
    if (!user || !canSeeUser(access, user)) throw notFound();
    if (!canControlAccount(await granterOf(c), user)) throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights);
    const reset = await preparePasswordReset(db, user, c.get("config").PUBLIC_APP_URL);
    await db.batch([
      reset.statement,
      activityLogFor(c, { title: "Password reset sent", type: "password_reset_request", schema: "users", subjectId: user.id }),
    ]);
    await c.env.JOBS.send(reset.job);
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
      "An API token is a password: only an owner, or the user themself (without space-users), may issue and see one. A space administrator gets 403.",
    request: { params: UserIdParamsSchema },
    responses: {
      201: jsonResponse(z.object({ api_token: z.string() }), "The token, shown once"),
      ...errorResponses(401, 403, 404, 409, 422),
    },
  }),
  async (c) => {
    const { caller, access } = callerOf(c);
    const db = c.get("db");
    const id = c.req.valid("param").id;
    const self = id === caller.id;
    if (!self && !hasPermission(access.permissions, "space-users")) throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights);
    const user = await getUserDetail(db, id);
    if (!user || (!self && !canSeeUser(access, user))) throw notFound();
    if (!maySeeApiToken(access, caller.id, user.id)) throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights);
    if (!user.api_access) throw new AppError("conflict", "The user has no API access");
    const apiToken = await issueApiToken(db, user.id);
    await runBatch(db, [
      ...apiToken.statements,
      activityLogFor(c, { title: "API token issued", type: "api_token", schema: "users", subjectId: user.id }),
    ]);
    return c.json({ api_token: apiToken.token }, 201);
  },
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- shared by two routes' contexts
async function deleteUsers(c: Context<AppEnv, any, any>, ids: number[]) {
  const { caller, access } = callerOf(c);
  const db = c.get("db");
  const users = new Map((await getUserDetails(db, ids)).map((user) => [user.id, user]));
  const granter = await granterOf(c);
  const deleted: number[] = [];
  const refused: z.infer<typeof DeleteUsersAnswerSchema>["refused"] = [];
  for (const id of new Set(ids)) {
    const user = users.get(id);
    if (!user || !canSeeUser(access, user)) refused.push({ id, reason: "not_found" });
    else if (id === caller.id) refused.push({ id, reason: "self" });
    else if (!canControlAccount(granter, user)) refused.push({ id, reason: "forbidden" });
    else {
      const { softDelete, revokeSessions, deletedNow } = softDeleteUserStatements(db, id, new Date());
      const [rows] = await db.batch([
        softDelete,
        revokeSessions,
        activityLogIf(c, { title: "User deleted", type: "delete", schema: "users", subjectId: id, spaceId: user.space_ids[0] ?? null }, deletedNow),
      ]);
      if (rows.length > 0) {
        deleted.push(id);
        await closeUserSockets(c.env, id);
      } else refused.push({ id, reason: "last_owner" });
    }
  }
  return { deleted, refused };
}

function invalidGroups() {
  return new AppError("validation_failed", "Invalid input", {
    fields: [{ field: "group_ids", reason: "invalid_value", message: "Unknown group for these spaces" }],
  });
}
