import {
  contractIdOfPlacement,
  contractInsertedAt,
  findContractIdOfPlacement,
  insertContractStatements,
} from "#db/contracts/insert-contract";
import type { Contract, ContractCreateInput } from "#domain/contracts/contract-schemas";
import { contractDueBy } from "#domain/contracts/working-days";
import { parisToday } from "#domain/dates/paris-day";
import { activityLogIf } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { getContract } from "./get-contract";
import { loadContractFacts } from "./load-contract-facts";

/**
 * POST /v1/contracts: a placement's two contracts, in draft. Every mandatory mention is checked first
 * (one 422 naming each missing field); then one row per placement with the agency's next number for the
 * year: a second call, or two at once, answers the first one's contracts (`created: false`) and takes no
 * number. `due_by` counts two jours ouvrables from the placement's first day (L1251-17, L1251-42).
 */
export async function createContract(
  context: OperationContext,
  input: ContractCreateInput,
): Promise<{ created: boolean; contract: Contract }> {
  const { order } = await loadContractFacts(context, { orderId: input.order_id, workerId: input.worker_id });
  const placement = { order_id: order.id, worker_id: input.worker_id };
  // The check above found the order's first start (order.periods is refused without it).
  const firstDay = parisToday(order.starts_at!);
  const [, , [inserted]] = await context.db.batch([
    ...insertContractStatements(
      context.db,
      {
        ...placement,
        space_id: order.space_id,
        user_id: context.caller.id,
        year: Number(parisToday(context.now).slice(0, 4)),
        first_day: firstDay,
        due_by: contractDueBy(firstDay),
      },
      context.now,
    ),
    activityLogIf(
      context,
      {
        title: "Contracts drafted",
        type: "create",
        schema: "contracts",
        subjectId: contractIdOfPlacement(placement),
        spaceId: order.space_id,
        changes: placement,
      },
      contractInsertedAt(placement, context.now),
    ),
  ]);
  const id = inserted?.id ?? (await findContractIdOfPlacement(context.db, placement))!;
  return { created: inserted !== undefined, contract: await getContract(context, id) };
}
