import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { companies } from "../schema/companies";
import { contracts } from "../schema/contracts";
import { orders } from "../schema/orders";
import { workers } from "../schema/workers";

/** The columns a contract is answered with: its row, the worker's name and the client's. */
export const contractListColumns = {
  contract: contracts,
  worker_first_name: workers.first_name,
  worker_last_name: workers.last_name,
  company_name: companies.name,
};

export async function getContractRow(db: Database, id: number) {
  const [row] = await db
    .select(contractListColumns)
    .from(contracts)
    .innerJoin(workers, eq(workers.id, contracts.worker_id))
    .innerJoin(orders, eq(orders.id, contracts.order_id))
    .innerJoin(companies, eq(companies.id, orders.company_id))
    .where(eq(contracts.id, id));
  return row
    ? { ...row.contract, worker_first_name: row.worker_first_name, worker_last_name: row.worker_last_name, company_name: row.company_name }
    : undefined;
}

export type ContractRow = NonNullable<Awaited<ReturnType<typeof getContractRow>>>;
