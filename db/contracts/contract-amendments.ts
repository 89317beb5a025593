import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { contractAmendments, contracts } from "../schema/contracts";

/**
 * For the batch that changes an order's terms: an amendment under each of its contracts already sent
 * or signed, numbered after the contract's last one, when `when` holds as it runs (the change itself
 * was written). A draft follows the order as it is (decision 0050) and needs none.
 */
export function insertAmendmentsStatement(
  db: Database,
  { orderId, kind, changes, when }: { orderId: number; kind: "change" | "renewal"; changes: string; when?: SQL },
  now: Date,
) {
  const at = now.getTime();
  // INSERT … SELECT lists every column of the table in its order (the id left to SQLite).
  return db.insert(contractAmendments).select(sql`
    select null, c.id, c.space_id, (select coalesce(max(a.n), 0) + 1 from ${contractAmendments} a where a.contract_id = c.id),
      ${kind}, ${changes}, 'draft', ${at}, ${at}
    from ${contracts} c
    where c.order_id = ${orderId} and c.status in ('sent', 'signed') and ${when ?? sql`1`}`);
}

export type ContractAmendmentRow = typeof contractAmendments.$inferSelect;

/** A contract's amendments, in their order. */
export function listContractAmendmentRows(db: Database, contractId: number): Promise<ContractAmendmentRow[]> {
  return db.select().from(contractAmendments).where(eq(contractAmendments.contract_id, contractId)).orderBy(asc(contractAmendments.n));
}

/** One amendment of a contract, by its number under it. */
export async function getContractAmendmentRow(db: Database, contractId: number, n: number): Promise<ContractAmendmentRow | undefined> {
  const [row] = await db
    .select()
    .from(contractAmendments)
    .where(and(eq(contractAmendments.contract_id, contractId), eq(contractAmendments.n, n)));
  return row;
}
