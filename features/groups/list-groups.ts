import { listGroups as selectGroups } from "#db/groups/groups";
import type { Group } from "#domain/users/group-schemas";
import { canUseSpace, reachableSpacesOf } from "#domain/users/space-reach";
import { notFound } from "#domain/errors/app-error";
import type { OperationContext } from "../operation-context";

/** The groups of the spaces the caller manages, or of one of them (404 for another space). */
export async function listGroups(context: Pick<OperationContext, "db" | "caller">, query: { space_id?: number }): Promise<Group[]> {
  if (query.space_id !== undefined && !canUseSpace(context.caller, query.space_id)) throw notFound();
  return selectGroups(context.db, reachableSpacesOf(context.caller), query.space_id);
}
