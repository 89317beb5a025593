import type { Database } from "#db/client";
import { filterGroupsInSpaces } from "#db/users/update-user";
import { AppError } from "#domain/errors/app-error";

/** The groups asked for, each of which must belong to one of the user's spaces (else 422 on group_ids). */
export async function groupsInSpaces(db: Database, groupIds: number[], spaceIds: number[]) {
  const found = await filterGroupsInSpaces(db, groupIds, spaceIds);
  if (found.length !== new Set(groupIds).size) {
    throw new AppError("validation_failed", "Invalid input", {
      fields: [{ field: "group_ids", reason: "invalid_value", message: "Unknown group for these spaces" }],
    });
  }
  return found;
}
