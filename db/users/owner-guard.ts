import { and, eq, exists, isNull, ne } from "drizzle-orm";
import type { Database } from "../client";
import { userPermissions, users } from "../schema/users";

/**
 * SQL true when a live owner other than `userId` exists. Used inside conditional writes so the last
 * owner can never be deleted or demoted, even by two requests racing each other.
 */
export function anotherOwnerExists(db: Database, userId: number) {
  return exists(
    db
      .select({ one: userPermissions.user_id })
      .from(userPermissions)
      .innerJoin(users, eq(users.id, userPermissions.user_id))
      .where(and(eq(userPermissions.permission, "app-admin"), ne(users.id, userId), isNull(users.deleted_at))),
  );
}

export async function isLastOwner(db: Database, userId: number) {
  const [row] = await db
    .select({ owner: userPermissions.user_id, another: anotherOwnerExists(db, userId) })
    .from(userPermissions)
    .where(and(eq(userPermissions.user_id, userId), eq(userPermissions.permission, "app-admin")))
    .limit(1);
  return row !== undefined && !row.another;
}
