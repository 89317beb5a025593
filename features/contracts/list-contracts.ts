import { listContractRows } from "#db/contracts/list-contracts";
import type { ListContractsQuery } from "#domain/contracts/contract-schemas";
import { parisToday } from "#domain/dates/paris-day";
import { resolveSpaceId } from "../access/resolve-space";
import type { OperationContext } from "../operation-context";
import { toContract } from "./contract-view";

/** One space's contracts, newest first, by status, late or not, or of one order; paged like the other lists. */
export async function listContracts(context: OperationContext, query: ListContractsQuery) {
  const spaceId = await resolveSpaceId(context, query.space_id, "query.space_id");
  const today = parisToday(context.now);
  const { rows, total } = await listContractRows(context.db, spaceId, {
    statuses: query.status ?? [],
    late: query.late === undefined ? undefined : query.late === "true",
    orderId: query.order_id,
    today,
    page: query.page,
    per_page: query.per_page,
  });
  return { items: rows.map((row) => toContract(row, today)), total };
}
