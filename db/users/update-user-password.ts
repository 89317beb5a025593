import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { users } from "../schema/users";

/**
 * `onlyIf` makes the change depend on an earlier statement of the same batch (a spent reset link). The
 * row's version stays: no form shows the password, so a new one must not make an open form stale.
 */
export function updateUserPassword(db: Database, userId: number, passwordHash: string, onlyIf?: SQL) {
  return db
    .update(users)
    .set({ password_hash: passwordHash, updated_at: sql`${users.updated_at}` })
    .where(and(eq(users.id, userId), onlyIf));
}
