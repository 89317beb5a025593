import { accountContextOf, operationContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { AccountUpdateSchema, PasswordChangeSchema, SessionIdParamsSchema, SessionSchema } from "#domain/account/account-schemas";
import { UserDetailSchema } from "#domain/users/user-schemas";
import { clearSessionCookie } from "../auth/session-cookie";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { expectedVersions, IfMatchHeaderSchema, withVersion } from "../lib/row-version";
import { toUserDetail } from "#features/users/user-detail";
import { changePassword } from "#features/account/change-password";
import { getAccount } from "#features/account/get-account";
import { listSessions } from "#features/account/list-sessions";
import { revokeSession } from "#features/account/revoke-session";
import { signOutEverywhere } from "#features/account/sign-out-everywhere";
import { updateAccount } from "#features/account/update-account";

// /v1/account: what every signed-in user manages of their own (spec 000 §2 /account).
export const accountRoutes = callerRoutes();

accountRoutes.openapi(
  createRoute({
    method: "get",
    path: "/",
    tags: ["account"],
    summary: "My account",
    responses: { 200: jsonResponse(UserDetailSchema, "The signed-in user"), ...errorResponses(401) },
  }),
  async (c) => {
    const user = await getAccount(operationContextOf(c));
    withVersion(c, user.updated_at);
    return c.json(toUserDetail(user), 200);
  },
);

accountRoutes.openapi(
  createRoute({
    method: "patch",
    path: "/",
    tags: ["account"],
    summary: "Change my name, e-mail, language or theme",
    description:
      "A new e-mail needs `current_password` (422 on that field when missing or wrong, 429 after repeated wrong ones); " +
      "the previous address is told of the change, and pending reset links stop working. " +
      "With If-Match (the ETag of the GET) the change applies only to that version of the account, else 412.",
    request: { headers: IfMatchHeaderSchema, body: jsonBody(AccountUpdateSchema) },
    responses: { 200: jsonResponse(UserDetailSchema, "Updated"), ...errorResponses(400, 401, 409, 412, 415, 422, 429) },
  }),
  async (c) => {
    const { current_password, ...changes } = c.req.valid("json");
    const user = await updateAccount(accountContextOf(c), {
      changes,
      currentPassword: current_password,
      expectedVersions: expectedVersions(c),
    });
    withVersion(c, user.updated_at);
    return c.json(toUserDetail(user), 200);
  },
);

accountRoutes.openapi(
  createRoute({
    method: "post",
    path: "/password",
    tags: ["account"],
    summary: "Change my password (the current one is required); other devices are signed out",
    description: "Throttled like sign-in (429 with Retry-After after repeated wrong current passwords); pending reset links stop working.",
    request: { body: jsonBody(PasswordChangeSchema) },
    responses: { 204: { description: "Changed" }, ...errorResponses(400, 401, 415, 422, 429) },
  }),
  async (c) => {
    const { current_password, new_password } = c.req.valid("json");
    await changePassword(accountContextOf(c), { currentPassword: current_password, newPassword: new_password });
    return c.body(null, 204);
  },
);

accountRoutes.openapi(
  createRoute({
    method: "get",
    path: "/sessions",
    tags: ["account"],
    summary: "My active sessions (devices signed in)",
    responses: { 200: jsonResponse(z.array(SessionSchema), "Newest first"), ...errorResponses(401) },
  }),
  async (c) => c.json(await listSessions(accountContextOf(c)), 200),
);

accountRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/sessions",
    tags: ["account"],
    summary: "Sign out everywhere, this device included",
    responses: { 204: { description: "Every session revoked" }, ...errorResponses(401) },
  }),
  async (c) => {
    await signOutEverywhere(operationContextOf(c));
    clearSessionCookie(c);
    return c.body(null, 204);
  },
);

accountRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/sessions/{id}",
    tags: ["account"],
    summary: "Sign one of my devices out",
    request: { params: SessionIdParamsSchema },
    responses: { 204: { description: "Revoked" }, ...errorResponses(401, 404, 422) },
  }),
  async (c) => {
    await revokeSession(operationContextOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  },
);
