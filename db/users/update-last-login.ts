import { eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { users } from "../schema/users";

/**
 * Records a sign-in on the user row (a statement for a batch). The row's version (`updated_at`) stays:
 * a sign-in edits nothing a form shows, so it must not make an administrator's open form stale (decision 0013).
 */
export function updateLastLogin(db: Database, userId: number, at: Date) {
  return db
    .update(users)
    .set({ last_login_at: at, v3_last_login_at: at, updated_at: sql`${users.updated_at}` })
    .where(eq(users.id, userId));
}
