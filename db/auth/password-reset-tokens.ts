import { and, eq, exists, gt, isNull } from "drizzle-orm";
import type { Database, IdRef } from "../client";
import { passwordResetTokens } from "../schema/auth";

export function insertPasswordResetToken(db: Database, tokenHash: string, userId: IdRef, expiresAt: Date) {
  return db.insert(passwordResetTokens).values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt });
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
    .where(
      and(
        eq(passwordResetTokens.token_hash, tokenHash),
        isNull(passwordResetTokens.used_at),
        gt(passwordResetTokens.expires_at, now),
      ),
    )
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
