import { and, count, desc, eq, gte, inArray, lt, or, type SQL } from "drizzle-orm";
import type { ContractStatus } from "#domain/enums/contract";
import type { Database } from "../client";
import { companies } from "../schema/companies";
import { contracts } from "../schema/contracts";
import { orders } from "../schema/orders";
import { workers } from "../schema/workers";
import { contractListColumns, type ContractRow } from "./get-contract";

/** The statuses a contract is still waiting for its signatures in. */
const UNSIGNED: ContractStatus[] = ["draft", "sent"];

/**
 * One space's contracts, newest first: of some statuses, late or not (unsigned after their due day,
 * `today` in Paris), of one order; one page and the whole count.
 */
export async function listContractRows(
  db: Database,
  spaceId: number,
  query: { statuses: ContractStatus[]; late?: boolean; orderId?: number; today: string; page: number; per_page: number },
): Promise<{ rows: ContractRow[]; total: number }> {
  const isLate = and(inArray(contracts.status, UNSIGNED), lt(contracts.due_by, query.today))!;
  let lateCondition: SQL | undefined;
  if (query.late === true) lateCondition = isLate;
  else if (query.late === false)
    lateCondition = or(inArray(contracts.status, ["signed", "declined", "expired", "cancelled"]), gte(contracts.due_by, query.today));
  const where = and(
    eq(contracts.space_id, spaceId),
    query.statuses.length > 0 ? inArray(contracts.status, query.statuses) : undefined,
    lateCondition,
    query.orderId === undefined ? undefined : eq(contracts.order_id, query.orderId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(contractListColumns)
      .from(contracts)
      .innerJoin(workers, eq(workers.id, contracts.worker_id))
      .innerJoin(orders, eq(orders.id, contracts.order_id))
      .innerJoin(companies, eq(companies.id, orders.company_id))
      .where(where)
      .orderBy(desc(contracts.created_at), desc(contracts.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(contracts).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row.contract,
      worker_first_name: row.worker_first_name,
      worker_last_name: row.worker_last_name,
      company_name: row.company_name,
    })),
    total: total?.total ?? 0,
  };
}
