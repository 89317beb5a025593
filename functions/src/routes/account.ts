import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { listUserSessions, revokeOwnSession } from "#db/auth/list-user-sessions";
import { revokeUserPasswordResetTokens } from "#db/auth/password-reset-tokens";
import { revokeOtherUserSessions, revokeUserSessions } from "#db/auth/sessions";
import { getUserDetail, isEmailTaken } from "#db/users/get-user-details";
import { updateUserPassword } from "#db/users/update-user-password";
import { updateUserStatements, userStillEditable } from "#db/users/update-user";
import { writeGuard } from "#db/sql/write-guard";
import { AccountUpdateSchema, PasswordChangeSchema, SessionIdParamsSchema, SessionSchema } from "#domain/account/account-schemas";
import { hashPassword } from "#domain/auth/password-hash";
import { emailChangedEmail } from "#domain/emails/email-changed-email";
import { EmailSendJob } from "#domain/jobs/email-send";
import { buildJob } from "#domain/jobs/job-envelope";
import { UserDetailSchema } from "#domain/users/user-schemas";
import { confirmCurrentPassword } from "../auth/confirm-current-password";
import { clearSessionCookie } from "../auth/session-cookie";
import { callerRoutes } from "../access/sub-app";
import { activityLogFor } from "../lib/activity";
import { notFound } from "../lib/errors";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { IfMatchHeaderSchema, versionToKeep, withVersion } from "../lib/row-version";
import { diffFields, toUserDetail } from "../lib/user-detail";
import { emailTaken, settlingUserRace } from "../lib/user-write-race";
import { callerOf } from "../middleware/authenticate";
import { closeUserSockets } from "../notifications/close-user-sockets";

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
    const { caller } = callerOf(c);
    const user = (await getUserDetail(c.get("db"), caller.id))!;
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
    const { caller } = callerOf(c);
    const { current_password, ...input } = c.req.valid("json");
    const db = c.get("db");
    const changesEmail = input.email !== undefined && input.email !== caller.email;
    const passwordConfirmed = changesEmail ? await confirmCurrentPassword(c, caller, current_password) : undefined;
    if (changesEmail && (await isEmailTaken(db, input.email!, caller.id))) throw emailTaken();
    const before = (await getUserDetail(db, caller.id))!;
    const version = versionToKeep(c, before.updated_at);
    const now = new Date();
    // Another tab or an administrator may have changed the account since it was loaded (decision 0013).
    await settlingUserRace(db, { id: caller.id, version }, [
      writeGuard(db, userStillEditable(db, { id: caller.id, version })),
      ...updateUserStatements(db, caller.id, { profile: input }),
      // Links already sent went to the old address, which may be the reason for the change.
      ...(passwordConfirmed ? [passwordConfirmed.clearFailures, revokeUserPasswordResetTokens(db, caller.id, now)] : []),
      activityLogFor(c, {
        title: "Account updated",
        type: "update",
        schema: "account",
        subjectId: caller.id,
        changes: diffFields(before, input),
      }),
    ]);
    if (changesEmail) {
      const notice = emailChangedEmail(before.locale, input.email!);
      await c.env.JOBS.send(
        buildJob(EmailSendJob, { idempotencyKey: `email-changed:${caller.id}:${now.getTime()}`, to: before.email, ...notice }),
      );
    }
    const after = (await getUserDetail(db, caller.id))!;
    withVersion(c, after.updated_at);
    return c.json(toUserDetail(after), 200);
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
    const { caller } = callerOf(c);
    const { current_password, new_password } = c.req.valid("json");
    const db = c.get("db");
    const passwordConfirmed = await confirmCurrentPassword(c, caller, current_password);
    const now = new Date();
    await db.batch([
      updateUserPassword(db, caller.id, await hashPassword(new_password)),
      revokeOtherUserSessions(db, caller.id, caller.tokenHash, now),
      revokeUserPasswordResetTokens(db, caller.id, now),
      passwordConfirmed.clearFailures,
      activityLogFor(c, { title: "Password changed", type: "password_change", schema: "account", subjectId: caller.id }),
    ]);
    await closeUserSockets(c.env, caller.id, { exceptSession: caller.tokenHash });
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
  async (c) => {
    const { caller } = callerOf(c);
    const rows = await listUserSessions(c.get("db"), caller.id, new Date());
    return c.json(
      rows.map((row) => ({
        id: row.token_hash,
        created_at: row.created_at.toISOString(),
        expires_at: row.expires_at.toISOString(),
        last_seen_at: (row.last_seen_at ?? row.created_at).toISOString(),
        user_agent: row.user_agent,
        current: row.token_hash === caller.tokenHash,
      })),
      200,
    );
  },
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
    const { caller } = callerOf(c);
    const db = c.get("db");
    await db.batch([
      revokeUserSessions(db, caller.id, new Date()),
      activityLogFor(c, { title: "Signed out everywhere", type: "logout_everywhere", schema: "sessions", subjectId: caller.id }),
    ]);
    await closeUserSockets(c.env, caller.id);
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
    const { caller } = callerOf(c);
    const db = c.get("db");
    const { id } = c.req.valid("param");
    const [revoked] = await db.batch([
      revokeOwnSession(db, caller.id, id, new Date()),
      activityLogFor(c, { title: "Session revoked", type: "logout", schema: "sessions", subjectId: caller.id }),
    ]);
    if (revoked.length === 0) throw notFound();
    await closeUserSockets(c.env, caller.id, { session: id });
    return c.body(null, 204);
  },
);
