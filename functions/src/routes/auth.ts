import { createRoute } from "@hono/zod-openapi";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import { revokeUserApiTokens } from "#db/auth/api-tokens";
import { clearLoginFailures, clearLoginFailuresOfUser } from "#db/auth/login-attempts";
import { findPasswordResetUser, revokeUserPasswordResetTokens, spendPasswordResetToken } from "#db/auth/password-reset-tokens";
import { findCallerByTokenHash } from "#db/auth/find-caller";
import { insertSession, revokeSession, revokeUserSessions } from "#db/auth/sessions";
import { findUserByEmail } from "#db/users/find-user-by-email";
import { updateLastLogin } from "#db/users/update-last-login";
import { updateUserPassword } from "#db/users/update-user-password";
import { ForgotPasswordSchema, LoginSchema, ResetPasswordSchema } from "#domain/auth/auth-schemas";
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from "#domain/auth/password-hash";
import { generateToken, sha256Hex } from "#domain/auth/tokens";
import { AppError } from "#domain/errors/app-error";
import { UserSummarySchema } from "#domain/users/user-schemas";
import { preparePasswordReset } from "../auth/password-reset";
import { clearSessionCookie, SESSION_COOKIE, SESSION_LIFETIME_MS, setSessionCookie } from "../auth/session-cookie";
import { clientIp, countPasswordAttempt, rateLimitClientAndAccount } from "../auth/throttle";
import { openRoutes } from "../access/sub-app";
import { activityLogFor, activityLogIf } from "../lib/activity";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { readToken } from "../middleware/authenticate";
import { closeUserSockets } from "../notifications/close-user-sockets";

// The forgot-password form sends an account at most this many links an hour (decision 0011).
const RESET_LINKS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

export const authRoutes = openRoutes();

const LoginAnswerSchema = z.object({ token: z.string(), user: UserSummarySchema });

authRoutes.openapi(
  createRoute({
    method: "post",
    path: "/login",
    tags: ["auth"],
    summary: "Sign in with e-mail and password",
    description:
      "Answers the session token and sets it as an httpOnly cookie. The token also works as a bearer token. " +
      "Throttled per client address and per e-mail (429 with Retry-After); after 5 wrong passwords for an e-mail " +
      "within 15 minutes, it waits until the oldest of them is 15 minutes old.",
    request: { body: jsonBody(LoginSchema) },
    responses: {
      200: jsonResponse(LoginAnswerSchema, "Signed in"),
      ...errorResponses(400, 401, 415, 422, 429),
    },
  }),
  async (c) => {
    const { email, password } = c.req.valid("json");
    const db = c.get("db");
    const now = new Date();

    await rateLimitClientAndAccount(c, "login", email);
    // Counted as a failure before the password is checked, so parallel guesses cannot outrun the count.
    await countPasswordAttempt(db, email, clientIp(c), now);

    const user = await findUserByEmail(db, email);
    // Verify against a dummy hash for unknown e-mails so the answer time does not reveal accounts.
    const valid = await verifyPassword(password, user?.password_hash ?? UNKNOWN_USER_HASH);
    if (!user || !valid) throw new AppError("invalid_credentials", "Invalid credentials");

    const token = generateToken();
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await db.batch([
      insertSession(db, {
        tokenHash: await sha256Hex(token),
        userId: user.id,
        expiresAt,
        userAgent: c.req.header("User-Agent") ?? null,
        at: now,
      }),
      updateLastLogin(db, user.id, now),
      clearLoginFailures(db, email),
      activityLogFor(c, { title: "Sign-in", type: "login", schema: "sessions", subjectId: user.id, userId: user.id }),
    ]);
    setSessionCookie(c, token, expiresAt);
    return c.json({ token, user: UserSummarySchema.parse(user) }, 200);
  },
);

authRoutes.openapi(
  createRoute({
    method: "post",
    path: "/logout",
    tags: ["auth"],
    summary: "Sign out: revokes the session and clears the cookie",
    description: "Answers 204 even when the session was already gone, so a stale tab can always sign out.",
    responses: { 204: { description: "Signed out" } },
  }),
  async (c) => {
    const db = c.get("db");
    const token = readToken(c.req.header("Authorization"), getCookie(c, SESSION_COOKIE));
    if (token) {
      const tokenHash = await sha256Hex(token);
      const caller = await findCallerByTokenHash(db, tokenHash, new Date());
      if (caller) {
        await db.batch([
          revokeSession(db, tokenHash, new Date()),
          activityLogFor(c, { title: "Sign-out", type: "logout", schema: "sessions", subjectId: caller.id, userId: caller.id }),
        ]);
        await closeUserSockets(c.env, caller.id, { session: tokenHash });
      }
    }
    clearSessionCookie(c);
    return c.body(null, 204);
  },
);

authRoutes.openapi(
  createRoute({
    method: "post",
    path: "/forgot-password",
    tags: ["auth"],
    summary: "Send a password reset link by e-mail",
    description:
      "Answers 202 whether or not an account has this e-mail. Throttled per client address and per e-mail " +
      `(429 with Retry-After); an account receives at most ${RESET_LINKS_PER_HOUR} links an hour, further requests send nothing.`,
    request: { body: jsonBody(ForgotPasswordSchema) },
    responses: { 202: { description: "If the account exists, a link is on its way" }, ...errorResponses(400, 415, 422, 429) },
  }),
  async (c) => {
    const { email } = c.req.valid("json");
    await rateLimitClientAndAccount(c, "forgot-password", email);
    const db = c.get("db");
    const user = await findUserByEmail(db, email);
    if (user) {
      // Beyond the cap the answer stays 202: a 429 here would tell who has an account.
      const cap = { since: new Date(Date.now() - HOUR_MS), max: RESET_LINKS_PER_HOUR };
      const reset = await preparePasswordReset(db, user, c.get("config").PUBLIC_APP_URL, { cap });
      const [stored] = await db.batch([
        reset.statement,
        activityLogIf(
          c,
          { title: "Password reset requested", type: "password_reset_request", schema: "users", subjectId: user.id, userId: user.id },
          reset.storedNow,
        ),
      ]);
      if (stored.length > 0) await c.env.JOBS.send(reset.job);
    }
    return c.body(null, 202);
  },
);

authRoutes.openapi(
  createRoute({
    method: "post",
    path: "/reset-password",
    tags: ["auth"],
    summary: "Choose a new password with a reset link's token",
    description:
      "Spends the token once, signs the user out everywhere, revokes their API token and their other reset links, " +
      "and lifts the pause that wrong passwords may have put on signing in.",
    request: { body: jsonBody(ResetPasswordSchema) },
    responses: { 204: { description: "Password changed" }, ...errorResponses(400, 404, 415, 422) },
  }),
  async (c) => {
    const { token, password } = c.req.valid("json");
    const db = c.get("db");
    const passwordHash = await hashPassword(password);
    const now = new Date();
    const tokenHash = await sha256Hex(token);
    const userId = await findPasswordResetUser(db, tokenHash, now);
    if (userId === undefined) throw invalidResetLink();
    // Spending the link and changing the password commit together, or neither does.
    const { statement: spend, spentNow } = spendPasswordResetToken(db, tokenHash, now);
    const [spent] = await db.batch([
      spend,
      updateUserPassword(db, userId, passwordHash, spentNow),
      revokeUserSessions(db, userId, now, spentNow),
      // Whoever knew the old password may hold an API token or another link: neither opens anything now.
      revokeUserApiTokens(db, userId, now, spentNow),
      revokeUserPasswordResetTokens(db, userId, now, spentNow),
      // The link proves the owner: a pause caused by someone guessing must not keep them out.
      clearLoginFailuresOfUser(db, userId, spentNow),
      activityLogIf(c, { title: "Password reset", type: "password_reset", schema: "users", subjectId: userId, userId }, spentNow),
    ]);
    if (spent.length === 0) throw invalidResetLink();
    await closeUserSockets(c.env, userId);
    return c.body(null, 204);
  },
);

function invalidResetLink() {
  return new AppError("not_found", "Reset link is invalid or expired");
}
