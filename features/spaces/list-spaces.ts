import type { z } from "zod";
import { listSpaces as selectSpaces } from "#db/spaces/list-spaces";
import type { ListSpacesQuerySchema } from "#domain/spaces/space-schemas";
import { reachableSpacesOf } from "#domain/users/space-reach";
import type { OperationContext } from "../operation-context";

type ListSpacesQuery = z.infer<typeof ListSpacesQuerySchema>;

/** One page of the spaces the caller may use (all of them for an owner, deleted ones on request). */
export async function listSpaces(context: Pick<OperationContext, "db" | "caller">, query: ListSpacesQuery) {
  return selectSpaces(context.db, {
    visibleSpaceIds: reachableSpacesOf(context.caller),
    deleted: query.deleted_at === undefined ? undefined : query.deleted_at === "true",
    q: query.q,
    page: query.page,
    perPage: query.per_page,
  });
}
