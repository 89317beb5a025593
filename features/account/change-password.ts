import { revokeUserPasswordResetTokens } from "#db/auth/password-reset-tokens";
import { revokeOtherUserSessions } from "#db/auth/sessions";
import { updateUserPassword } from "#db/users/update-user-password";
import { hashPassword } from "#domain/auth/password-hash";
import { closeUserSockets } from "../notifications/close-user-sockets";
import { activityLog } from "../activity-logs/activity-log";
import type { AccountContext } from "../auth/auth-context";
import { confirmCurrentPassword } from "./confirm-current-password";

/**
 * Changes the signed-in user's password, the current one required (throttled like sign-in): every
 * other session ends, this one stays, and pending reset links stop working.
 */
export async function changePassword(context: AccountContext, input: { currentPassword: string; newPassword: string }): Promise<void> {
  const { db, caller, now, session } = context;
  const passwordConfirmed = await confirmCurrentPassword(context, input.currentPassword);
  await db.batch([
    updateUserPassword(db, caller.id, await hashPassword(input.newPassword)),
    revokeOtherUserSessions(db, caller.id, session.tokenHash, now),
    revokeUserPasswordResetTokens(db, caller.id, now),
    passwordConfirmed.clearFailures,
    activityLog(context, { title: "Password changed", type: "password_change", schema: "account", subjectId: caller.id }),
  ]);
  await closeUserSockets(context.bindings, caller.id, { exceptSession: session.tokenHash });
}
