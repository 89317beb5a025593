import { revokeUserApiTokens } from "#db/auth/api-tokens";
import { clearLoginFailuresOfUser } from "#db/auth/login-attempts";
import { findPasswordResetUser, revokeUserPasswordResetTokens, spendPasswordResetToken } from "#db/auth/password-reset-tokens";
import { revokeUserSessions } from "#db/auth/sessions";
import { updateUserPassword } from "#db/users/update-user-password";
import { hashPassword } from "#domain/auth/password-hash";
import { sha256Hex } from "#domain/auth/tokens";
import { AppError } from "#domain/errors/app-error";
import { closeUserSockets } from "../notifications/close-user-sockets";
import { activityLogIf } from "../activity-logs/activity-log";
import type { PublicOperationContext } from "../operation-context";

/**
 * Chooses a new password with a reset link's token: spends the token once (404 when invalid, expired
 * or spent meanwhile), signs the user out everywhere, revokes their API token and their other links,
 * and lifts the pause wrong passwords may have put on signing in.
 */
export async function resetPassword(context: PublicOperationContext, input: { token: string; password: string }): Promise<void> {
  const { db, now } = context;
  const passwordHash = await hashPassword(input.password);
  const tokenHash = await sha256Hex(input.token);
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
    activityLogIf(context, { title: "Password reset", type: "password_reset", schema: "users", subjectId: userId, userId }, spentNow),
  ]);
  if (spent.length === 0) throw invalidResetLink();
  await closeUserSockets(context.bindings, userId);
}

function invalidResetLink() {
  return new AppError("not_found", "Reset link is invalid or expired");
}
