import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { users } from "../schema/users";

/** Records a sign-in on the user row (a statement for a batch). */
export function updateLastLogin(db: Database, userId: number, at: Date) {
  return db.update(users).set({ last_login_at: at, v3_last_login_at: at }).where(eq(users.id, userId));
}
