import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { users } from "../schema/users";

export function updateUserPassword(db: Database, userId: number, passwordHash: string) {
  return db.update(users).set({ password_hash: passwordHash }).where(eq(users.id, userId));
}
