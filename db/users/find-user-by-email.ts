import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { users } from "../schema/users";

/** The active (not deleted) user with this e-mail, password hash included: for sign-in only. */
export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), isNull(users.deleted_at)))
    .limit(1);
  return user;
}
