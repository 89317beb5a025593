import { listBusinessManagers as selectBusinessManagers } from "#db/orders/list-business-managers";
import { resolveSpaceId } from "../access/resolve-space";
import type { OperationContext } from "../operation-context";

/** The colleagues an order of this space may name as its business manager (spec 000 §3), for the order form. */
export async function listBusinessManagers(context: OperationContext, query: { space_id?: number }) {
  const spaceId = await resolveSpaceId(context, query.space_id, "query.space_id");
  return selectBusinessManagers(context.db, spaceId);
}
