import { authContextOf, publicOperationContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import { ForgotPasswordSchema, LoginSchema, ResetPasswordSchema } from "#domain/auth/auth-schemas";
import { UserSummarySchema } from "#domain/users/user-schemas";
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from "../auth/session-cookie";
import { openRoutes } from "../access/sub-app";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { readToken } from "../middleware/authenticate";
import { RESET_LINKS_PER_HOUR, requestPasswordReset } from "#features/auth/request-password-reset";
import { resetPassword } from "#features/auth/reset-password";
import { signIn } from "#features/auth/sign-in";
import { signOut } from "#features/auth/sign-out";

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
    const { token, expiresAt, user } = await signIn(authContextOf(c), c.req.valid("json"));
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
    await signOut(publicOperationContextOf(c), readToken(c.req.header("Authorization"), getCookie(c, SESSION_COOKIE)));
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
    await requestPasswordReset(authContextOf(c), c.req.valid("json").email);
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
    await resetPassword(publicOperationContextOf(c), c.req.valid("json"));
    return c.body(null, 204);
  },
);
