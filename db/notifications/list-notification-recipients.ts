import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { userPermissions, userSpaces, users } from "../schema/users";

/**
 * Who hears of a notification of a space, each with their language: its users and the owners
 * (app-admin), never a user of another space; only `userId` when the notification names one (who
 * must still belong there).
 */
export async function listNotificationRecipients(
  db: Database,
  spaceId: number,
  userId: number | null = null,
): Promise<{ id: number; locale: string }[]> {
  const inSpace = sql`exists (select 1 from ${userSpaces} where ${userSpaces.user_id} = ${users.id} and ${userSpaces.space_id} = ${spaceId})`;
  const owner = sql`exists (select 1 from ${userPermissions} where ${userPermissions.user_id} = ${users.id} and ${userPermissions.permission} = 'app-admin')`;
  return db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(and(isNull(users.deleted_at), or(inSpace, owner), userId === null ? undefined : eq(users.id, userId)));
}
