import { getSpace as selectSpace } from "#db/spaces/get-space";
import { notFound } from "#domain/errors/app-error";
import { isOwner } from "#domain/users/space-reach";
import type { OperationContext } from "../operation-context";

/** One space: an owner reads any, deleted ones included; a member reads theirs while it is open. */
export async function getSpace(context: Pick<OperationContext, "db" | "caller">, id: number) {
  const { caller } = context;
  const space = await selectSpace(context.db, id);
  if (!space || (!isOwner(caller) && (!caller.spaceIds.includes(id) || space.deleted_at))) throw notFound();
  return space;
}
