import { insertPasswordResetToken } from "../../../db/auth/password-reset-tokens";
import type { Database, IdRef } from "../../../db/client";
import { generateToken, sha256Hex } from "../../../domain/auth/tokens";
import { passwordResetEmail } from "../../../domain/emails/password-reset-email";
import { EmailSendJob } from "../../../domain/jobs/email-send";
import { buildJob } from "../../../domain/jobs/job-envelope";

export const RESET_LIFETIME_MS = 60 * 60 * 1000;

/**
 * A reset link for a user: the statement storing its token (batch it with the activity log) and the
 * e-mail job to send once the batch has committed, so a link never points at a missing token.
 */
export async function preparePasswordReset(
  db: Database,
  user: { id: IdRef; email: string; locale: string },
  publicAppUrl: string,
) {
  const token = generateToken();
  const tokenHash = await sha256Hex(token);
  const message = passwordResetEmail(user.locale, `${publicAppUrl}/reset-password/${token}`);
  return {
    statement: insertPasswordResetToken(db, tokenHash, user.id, new Date(Date.now() + RESET_LIFETIME_MS)),
    job: buildJob(EmailSendJob, { idempotencyKey: `password-reset:${tokenHash}`, to: user.email, ...message }),
  };
}
