import { listSpacePositions, workerProfileTerms } from "#db/positions/positions";
import { matchPercent, positionMatch, POSITION_MATCH_THRESHOLD } from "#domain/orders/position-match";
import type { ListPositionsQuery } from "#domain/positions/position-schemas";
import { inCallerSpaces } from "../access/load-or-404";
import { resolveSpaceId } from "../access/resolve-space";
import type { OperationContext } from "../operation-context";
import { toPosition } from "./position-view";

/**
 * A space's positions by title. With worker_id, each carries its match with that worker (decision
 * 0027), best first; with matching=true only those at 50 % or more: the spec's tooltip (000 §9).
 */
export async function listPositions(context: OperationContext, query: ListPositionsQuery) {
  const spaceId = await resolveSpaceId(context, query.space_id, "query.space_id");
  const rows = await listSpacePositions(context.db, spaceId, { companyId: query.company_id, q: query.q });
  let items = rows.map((row) => ({ row, share: undefined as number | undefined }));
  if (query.worker_id) {
    const worker = inCallerSpaces(context.caller, await workerProfileTerms(context.db, query.worker_id));
    items = rows
      .map((row) => ({
        row,
        share: positionMatch({ title: row.title, qualification: row.qualification, skills: row.skills }, worker.terms),
      }))
      .filter((item) => query.matching !== "true" || item.share >= POSITION_MATCH_THRESHOLD)
      .sort((a, b) => b.share - a.share);
  }
  const start = (query.page - 1) * query.per_page;
  return {
    items: items
      .slice(start, start + query.per_page)
      .map(({ row, share }) => toPosition(row, share === undefined ? undefined : matchPercent(share))),
    total: items.length,
  };
}
