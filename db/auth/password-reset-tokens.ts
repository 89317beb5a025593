import { and, eq, exists, gt, isNull, sql, type SQL } from "drizzle-orm";
import type { Database, IdRef } from "../client";
import { passwordResetTokens } from "../schema/auth";

export function insertPasswordResetToken(db: Database, tokenHash: string, userId: IdRef, expiresAt: Date, now: Date) {
  return db
    .insert(passwordResetTokens)
    .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt, created_at: now })
    .returning({ token_hash: passwordResetTokens.token_hash });
}

/**
 * The same, written only while the user received fewer than `max` links since `since` (a conditional
 * INSERT, so parallel requests cannot all pass): the forgot-password form cannot flood a mailbox.
 * Answers the stored row, or nothing when the cap is reached.
 */
export function insertPasswordResetTokenWithinCap(
  db: Database,
  token: { tokenHash: string; userId: IdRef; expiresAt: Date },
  cap: { since: Date; max: number },
  now: Date,
) {
  const underCap = sql`(select count(*) from ${passwordResetTokens} where ${passwordResetTokens.user_id} = ${token.userId}
    and ${passwordResetTokens.created_at} >= ${cap.since.getTime()}) < ${cap.max}`;
  return db
    .insert(passwordResetTokens)
    .select(sql`select ${token.tokenHash}, ${token.userId}, ${now.getTime()}, ${token.expiresAt.getTime()}, null where ${underCap}`)
    .returning({ token_hash: passwordResetTokens.token_hash });
}

/** Holds within a batch once the reset token `tokenHash` is stored (its insertion may be capped). */
export function passwordResetTokenStored(db: Database, tokenHash: string) {
  return exists(
    db.select({ one: passwordResetTokens.user_id }).from(passwordResetTokens).where(eq(passwordResetTokens.token_hash, tokenHash)),
  );
}

/**
 * Spends every live reset link of a user, as a batch statement (after a password reset or change, an
 * e-mail change): a link sent earlier, perhaps to a mailbox someone else reads, opens nothing any more.
 */
export function revokeUserPasswordResetTokens(db: Database, userId: number, at: Date, onlyIf?: SQL) {
  return db
    .update(passwordResetTokens)
    .set({ used_at: at })
    .where(and(eq(passwordResetTokens.user_id, userId), isNull(passwordResetTokens.used_at), onlyIf));
}

/** The user a live (unused, unexpired) reset token belongs to, if any. */
export async function findPasswordResetUser(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ user_id: passwordResetTokens.user_id })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.token_hash, tokenHash), isNull(passwordResetTokens.used_at), gt(passwordResetTokens.expires_at, now)))
    .limit(1);
  return row?.user_id;
}

/**
 * Spends a reset token, as a statement for a batch: the conditional update succeeds once, so two
 * clicks on one link cannot both change the password. `spentNow` holds inside the same batch only if
 * this statement spent it, so the password change batched with it happens exactly then.
 */
export function spendPasswordResetToken(db: Database, tokenHash: string, now: Date) {
  const statement = db
    .update(passwordResetTokens)
    .set({ used_at: now })
    .where(and(eq(passwordResetTokens.token_hash, tokenHash), isNull(passwordResetTokens.used_at), gt(passwordResetTokens.expires_at, now)))
    .returning({ user_id: passwordResetTokens.user_id });
  const spentNow = exists(
    db
      .select({ one: passwordResetTokens.user_id })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.token_hash, tokenHash), eq(passwordResetTokens.used_at, now))),
  );
  return { statement, spentNow };
}

/** Spends a reset token on its own; the user id, or undefined if the token is unknown, used or old. */
export async function consumePasswordResetToken(db: Database, tokenHash: string, now: Date) {
  const [row] = await spendPasswordResetToken(db, tokenHash, now).statement;
  return row?.user_id;
}
