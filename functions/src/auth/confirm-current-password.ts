import type { Context } from "hono";
import { clearLoginFailures } from "#db/auth/login-attempts";
import { findUserByEmail } from "#db/users/find-user-by-email";
import { verifyPassword } from "#domain/auth/password-hash";
import { AppError } from "#domain/errors/app-error";
import type { AppEnv } from "../context";
import { clientIp, countPasswordAttempt, rateLimit } from "./throttle";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's context, whatever its inputs
type AnyContext = Context<AppEnv, any, any>;

/**
 * Asks for the signed-in user's current password before a change that could hand the account to
 * someone else (a new password, a new e-mail): a session left open on a shared computer is not
 * enough. A wrong password counts as a failed sign-in of the account, so a stolen session cannot
 * guess faster than the sign-in form (429 with Retry-After). Answers 422 on the field when missing or
 * wrong (not 401: the session is fine, and a 401 would sign the user out). Returns the statement that
 * clears the failures, to batch with the change (wrapped: a query is a thenable an await would run).
 */
export async function confirmCurrentPassword(c: AnyContext, caller: { id: number; email: string }, password: string | undefined) {
  if (!password) throw currentPasswordError("required", "Current password is required");
  await rateLimit(c.env.AUTH_ACCOUNT_RATE_LIMIT, `password-check:account:${caller.id}`);
  const db = c.get("db");
  await countPasswordAttempt(db, caller.email, clientIp(c), new Date());
  const user = await findUserByEmail(db, caller.email);
  if (!user || !(await verifyPassword(password, user.password_hash))) {
    throw currentPasswordError("incorrect", "Current password is incorrect");
  }
  return { clearFailures: clearLoginFailures(db, caller.email) };
}

function currentPasswordError(reason: string, message: string) {
  return new AppError("validation_failed", "Invalid input", { fields: [{ field: "current_password", reason, message }] });
}
