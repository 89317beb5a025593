import { insertPasswordResetToken, insertPasswordResetTokenWithinCap, passwordResetTokenStored } from "#db/auth/password-reset-tokens";
import type { Database, IdRef } from "#db/client";
import { generateToken, sha256Hex } from "#domain/auth/tokens";
import { passwordResetEmail } from "#domain/emails/password-reset-email";
import { EmailSendJob } from "#features/email/email-send-job";
import { jobEnvelope } from "#features/jobs/enqueue-job";

export const RESET_LIFETIME_MS = 60 * 60 * 1000;

/**
 * A reset link for a user: the statement storing its token (batch it with the activity log) and the
 * e-mail job to send once the batch has committed, so a link never points at a missing token.
 * With a `cap`, the token is stored only while the user received fewer links than `cap.max` since
 * `cap.since`; the statement then answers no row, and `storedNow` is false within the batch.
 */
export async function preparePasswordReset(
  db: Database,
  user: { id: IdRef; email: string; locale: string },
  publicAppUrl: string,
  now: Date,
  options: { cap?: { since: Date; max: number } } = {},
) {
  const token = generateToken();
  const tokenHash = await sha256Hex(token);
  const message = passwordResetEmail(user.locale, `${publicAppUrl}/reset-password/${token}`);
  const stored = { tokenHash, userId: user.id, expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS) };
  return {
    statement: options.cap
      ? insertPasswordResetTokenWithinCap(db, stored, options.cap, now)
      : insertPasswordResetToken(db, stored.tokenHash, stored.userId, stored.expiresAt, now),
    storedNow: passwordResetTokenStored(db, tokenHash),
    job: jobEnvelope(EmailSendJob, { idempotencyKey: `password-reset:${tokenHash}`, to: user.email, ...message }),
  };
}
