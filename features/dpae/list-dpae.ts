import { listDpaeDeclarations } from "#db/dpae/list-dpae-declarations";
import type { ListDpaeQuery } from "#domain/dpae/dpae-schemas";
import { resolveSpaceId } from "../access/resolve-space";
import type { OperationContext } from "../operation-context";
import { toDpaeSummary } from "./dpae-view";

/** One space's declarations, newest first, by status, paged like the other lists. */
export async function listDpae(context: OperationContext, query: ListDpaeQuery) {
  const spaceId = await resolveSpaceId(context, query.space_id, "query.space_id");
  const { rows, total } = await listDpaeDeclarations(context.db, spaceId, {
    statuses: query.status ?? [],
    page: query.page,
    per_page: query.per_page,
  });
  return { items: rows.map(toDpaeSummary), total };
}
