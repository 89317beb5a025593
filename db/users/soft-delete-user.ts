import { and, eq, exists, isNull, not, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { sessions } from "../schema/auth";
import { userPermissions, users } from "../schema/users";
import { anotherOwnerExists } from "./owner-guard";

/**
 * The statements that soft-delete a user unless they are the last owner, checked inside the UPDATE
 * itself so two racing requests cannot both pass. The e-mail is freed (suffixed) for a new account.
 * `deletedNow` is true only when this batch deleted the row: statements batched after it (session
 * revocation, activity log) use it as their condition, so nothing happens for a refused deletion.
 */
export function softDeleteUserStatements(db: Database, userId: number, at: Date) {
  const isOwner = exists(
    db
      .select({ one: userPermissions.user_id })
      .from(userPermissions)
      .where(and(eq(userPermissions.user_id, userId), eq(userPermissions.permission, "app-admin"))),
  );
  const deletedNow = sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.deleted_at} = ${at.getTime()})`;
  const softDelete = db
    .update(users)
    .set({ deleted_at: at, updated_at: at, email: sql`${users.email} || '#deleted-' || ${at.getTime()}` })
    .where(and(eq(users.id, userId), isNull(users.deleted_at), or(not(isOwner), anotherOwnerExists(db, userId))))
    .returning({ id: users.id });
  const revokeSessions = db
    .update(sessions)
    .set({ revoked_at: at })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at), deletedNow));
  return { softDelete, revokeSessions, deletedNow };
}
