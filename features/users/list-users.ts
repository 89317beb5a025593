import { getUserDetails } from "#db/users/get-user-details";
import { listUsers as selectUserIds } from "#db/users/list-users";
import type { z } from "zod";
import type { ListUsersQuerySchema } from "#domain/users/user-schemas";
import { reachableSpacesOf } from "#domain/users/space-reach";
import type { OperationContext } from "../operation-context";

type ListUsersQuery = z.infer<typeof ListUsersQuerySchema>;

/** One page of the users the caller manages, by name (owner: all; space administrator: their spaces). */
export async function listUsers(context: Pick<OperationContext, "db" | "caller">, query: ListUsersQuery) {
  const { db, caller } = context;
  const { ids, total } = await selectUserIds(db, {
    visibleSpaceIds: reachableSpacesOf(caller),
    q: query.q,
    spaceId: query.space_id,
    page: query.page,
    perPage: query.per_page,
  });
  return { rows: await getUserDetails(db, ids), total };
}
