import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database, IdRef } from "../client";
import { passwordResetTokens } from "../schema/auth";

export function insertPasswordResetToken(db: Database, tokenHash: string, userId: IdRef, expiresAt: Date) {
  return db.insert(passwordResetTokens).values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt });
}

/**
 * Spends a reset token: the conditional update succeeds once, so two clicks on one link cannot
 * both change the password. Returns the user id, or undefined if the token is unknown, used or old.
 */
export async function consumePasswordResetToken(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
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
  return row?.user_id;
}
