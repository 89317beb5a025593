import { clearLoginFailures } from "#db/auth/login-attempts";
import { findUserByEmail } from "#db/users/find-user-by-email";
import { verifyPassword } from "#domain/auth/password-hash";
import { AppError } from "#domain/errors/app-error";
import type { AccountContext } from "../auth/auth-context";
import { countPasswordAttempt, rateLimit } from "../auth/throttle";

/**
 * Asks for the signed-in user's current password before a change that could hand the account to
 * someone else (a new password, a new e-mail): a session left open on a shared computer is not
 * enough. A wrong password counts as a failed sign-in of the account, so a stolen session cannot
 * guess faster than the sign-in form (429 with Retry-After). Answers 422 on the field when missing or
 * wrong (not 401: the session is fine, and a 401 would sign the user out). Returns the statement that
 * clears the failures, to batch with the change (wrapped: a query is a thenable an await would run).
 */
export async function confirmCurrentPassword(context: AccountContext, password: string | undefined) {
  if (!password) throw currentPasswordError("required", "Current password is required");
  const { db, caller, session } = context;
  await rateLimit(context.throttles.AUTH_ACCOUNT_RATE_LIMIT, `password-check:account:${caller.id}`);
  await countPasswordAttempt(db, session.email, context.client.ip, context.now);
  const user = await findUserByEmail(db, session.email);
  if (!user || !(await verifyPassword(password, user.password_hash))) {
    throw currentPasswordError("incorrect", "Current password is incorrect");
  }
  return { clearFailures: clearLoginFailures(db, session.email) };
}

function currentPasswordError(reason: string, message: string) {
  return new AppError("validation_failed", "Invalid input", { fields: [{ field: "current_password", reason, message }] });
}
