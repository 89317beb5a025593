import { revokeUserPasswordResetTokens } from "#db/auth/password-reset-tokens";
import { writeGuard } from "#db/sql/write-guard";
import { getUserDetail, isEmailTaken, type UserDetailRow } from "#db/users/get-user-details";
import { updateUserStatements, userStillEditable } from "#db/users/update-user";
import type { AccountUpdateSchema } from "#domain/account/account-schemas";
import { emailChangedEmail } from "#domain/emails/email-changed-email";
import { EmailSendJob } from "#features/email/email-send-job";
import { enqueueJob } from "#features/jobs/enqueue-job";
import { keptVersion } from "#features/versions/row-version";
import { diffFields } from "../users/user-detail";
import { emailTaken, settlingUserRace } from "../users/user-write-race";
import type { z } from "zod";
import { activityLog } from "../activity-logs/activity-log";
import type { AccountContext } from "../auth/auth-context";
import { confirmCurrentPassword } from "./confirm-current-password";

export interface UpdateAccountInput {
  changes: Omit<z.infer<typeof AccountUpdateSchema>, "current_password">;
  currentPassword: string | undefined;
  /** The versions If-Match names (decision 0013); undefined: the last writer wins. */
  expectedVersions: number[] | undefined;
}

/**
 * Changes the signed-in user's name, e-mail, language or theme. A new e-mail needs the current
 * password (422, 429 after repeated wrong ones), must be free (409), stops the pending reset links,
 * and the previous address is told of the change once it is committed.
 */
export async function updateAccount(context: AccountContext, input: UpdateAccountInput): Promise<UserDetailRow> {
  const { db, caller, now } = context;
  const { changes } = input;
  const changesEmail = changes.email !== undefined && changes.email !== context.session.email;
  const passwordConfirmed = changesEmail ? await confirmCurrentPassword(context, input.currentPassword) : undefined;
  if (changesEmail && (await isEmailTaken(db, changes.email!, caller.id))) throw emailTaken();
  const before = (await getUserDetail(db, caller.id))!;
  const version = keptVersion(input.expectedVersions, before.updated_at);
  // Another tab or an administrator may have changed the account since it was loaded (decision 0013).
  await settlingUserRace(db, { id: caller.id, version }, [
    writeGuard(db, userStillEditable(db, { id: caller.id, version })),
    ...updateUserStatements(db, caller.id, { profile: changes }, now),
    // Links already sent went to the old address, which may be the reason for the change.
    ...(passwordConfirmed ? [passwordConfirmed.clearFailures, revokeUserPasswordResetTokens(db, caller.id, now)] : []),
    activityLog(context, {
      title: "Account updated",
      type: "update",
      schema: "account",
      subjectId: caller.id,
      changes: diffFields(before, changes),
    }),
  ]);
  if (changesEmail) {
    const notice = emailChangedEmail(before.locale, changes.email!);
    await enqueueJob(context.bindings.JOBS, EmailSendJob, {
      idempotencyKey: `email-changed:${caller.id}:${now.getTime()}`,
      to: before.email,
      ...notice,
    });
  }
  return (await getUserDetail(db, caller.id))!;
}
