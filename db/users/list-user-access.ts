import { eq } from "drizzle-orm";
import type { Permission } from "../../domain/auth/permissions";
import type { Database } from "../client";
import { userPermissions, userSpaces } from "../schema/users";

/** The permissions and spaces a user holds, read together in one round trip. */
export async function listUserAccess(db: Database, userId: number) {
  const [permissionRows, spaceRows] = await db.batch([
    db.select({ permission: userPermissions.permission }).from(userPermissions).where(eq(userPermissions.user_id, userId)),
    db.select({ space_id: userSpaces.space_id }).from(userSpaces).where(eq(userSpaces.user_id, userId)),
  ]);
  return {
    permissions: permissionRows.map((row) => row.permission as Permission).sort(),
    spaceIds: spaceRows.map((row) => row.space_id).sort((a, b) => a - b),
  };
}
