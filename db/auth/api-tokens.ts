import { and, eq, isNull } from "drizzle-orm";
import type { Database, IdRef } from "../client";
import { apiTokens } from "../schema/auth";

export function insertApiToken(db: Database, userId: IdRef, tokenHash: string, name: string) {
  return db.insert(apiTokens).values({ user_id: userId, token_hash: tokenHash, name });
}

export function revokeUserApiTokens(db: Database, userId: IdRef, at: Date) {
  return db
    .update(apiTokens)
    .set({ revoked_at: at })
    .where(and(eq(apiTokens.user_id, userId), isNull(apiTokens.revoked_at)));
}
