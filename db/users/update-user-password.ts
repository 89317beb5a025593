import { and, eq, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { users } from "../schema/users";

/** `onlyIf` makes the change depend on an earlier statement of the same batch (a spent reset link). */
export function updateUserPassword(db: Database, userId: number, passwordHash: string, onlyIf?: SQL) {
  return db.update(users).set({ password_hash: passwordHash }).where(and(eq(users.id, userId), onlyIf));
}
