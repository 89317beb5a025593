import { and, eq, isNull } from "drizzle-orm";
import type { Permission } from "#domain/auth/permissions";
import type { Database } from "../client";
import { spaces } from "../schema/spaces";
import { userPermissions, userSpaces } from "../schema/users";

/**
 * The permissions and live spaces a user holds, read together in one round trip.
 *
 * A soft-deleted space is closed: it is left out here, the one place a caller's spaces
 * are loaded, so every wall built on them (workers, companies, users, spaces) shuts it for its
 * members at once. Owners are not held by this list: app-admin reaches every space, deleted ones
 * included, in the admin area.
 */
export async function listUserAccess(db: Database, userId: number) {
  const [permissionRows, spaceRows] = await db.batch([
    db.select({ permission: userPermissions.permission }).from(userPermissions).where(eq(userPermissions.user_id, userId)),
    db
      .select({ space_id: userSpaces.space_id })
      .from(userSpaces)
      .innerJoin(spaces, eq(spaces.id, userSpaces.space_id))
      .where(and(eq(userSpaces.user_id, userId), isNull(spaces.deleted_at))),
  ]);
  return {
    permissions: permissionRows.map((row) => row.permission as Permission).sort(),
    spaceIds: spaceRows.map((row) => row.space_id).sort((a, b) => a - b),
  };
}
