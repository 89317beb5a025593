import { findUserByEmail } from "#db/users/find-user-by-email";
import { preparePasswordReset } from "./password-reset";
import { rateLimitClientAndAccount } from "./throttle";
import { activityLogIf } from "../activity-logs/activity-log";
import type { AuthContext } from "./auth-context";

/** The forgot-password form sends an account at most this many links an hour (decision 0011). */
export const RESET_LINKS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Sends a reset link to the account of this e-mail, if there is one, at most RESET_LINKS_PER_HOUR an
 * hour: beyond the cap nothing is sent and nothing is said (a refusal would tell who has an account).
 * Throttled per client address and per e-mail like sign-in.
 */
export async function requestPasswordReset(context: AuthContext, email: string): Promise<void> {
  await rateLimitClientAndAccount(context, "forgot-password", email);
  const { db } = context;
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const cap = { since: new Date(context.now.getTime() - HOUR_MS), max: RESET_LINKS_PER_HOUR };
  const reset = await preparePasswordReset(db, user, context.config.PUBLIC_APP_URL, context.now, { cap });
  const [stored] = await db.batch([
    reset.statement,
    activityLogIf(
      context,
      { title: "Password reset requested", type: "password_reset_request", schema: "users", subjectId: user.id, userId: user.id },
      reset.storedNow,
    ),
  ]);
  if (stored.length > 0) await context.bindings.JOBS.send(reset.job);
}
