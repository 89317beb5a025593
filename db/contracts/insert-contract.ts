import { and, eq, notExists, sql } from "drizzle-orm";
import type { Database } from "../client";
import { contractCounters, contracts } from "../schema/contracts";

export type NewContract = {
  space_id: number;
  order_id: number;
  worker_id: number;
  user_id: number | null;
  year: number;
  first_day: string;
  due_by: string;
};

function placementContract(db: Database, placement: { order_id: number; worker_id: number }) {
  return db
    .select({ one: sql`1` })
    .from(contracts)
    .where(and(eq(contracts.order_id, placement.order_id), eq(contracts.worker_id, placement.worker_id)));
}

/**
 * The statements that make a placement's contracts with the agency's next number for the year, to run in
 * one batch (one transaction, one writer at a time): the year's counter is made if needed, raised only
 * when the placement has no contracts yet, and the insert reads it. A second call, or two at once, finds
 * the first one's row and raises nothing: a number is never skipped nor given twice. The last statement
 * returns the new id only when it inserted.
 */
export function insertContractStatements(db: Database, contract: NewContract, now: Date) {
  const counter = and(eq(contractCounters.space_id, contract.space_id), eq(contractCounters.year, contract.year))!;
  return [
    db.insert(contractCounters).values({ space_id: contract.space_id, year: contract.year, last_number: 0 }).onConflictDoNothing(),
    db
      .update(contractCounters)
      .set({ last_number: sql`${contractCounters.last_number} + 1` })
      .where(and(counter, notExists(placementContract(db, contract)))),
    db
      .insert(contracts)
      .values({
        ...contract,
        number: sql<number>`(select ${contractCounters.last_number} from ${contractCounters} where ${counter})`,
        created_at: now,
        updated_at: now,
      })
      .onConflictDoNothing({ target: [contracts.order_id, contracts.worker_id] })
      .returning({ id: contracts.id }),
  ] as const;
}

/** The contracts of a placement, whoever made them. */
export async function findContractIdOfPlacement(db: Database, placement: { order_id: number; worker_id: number }) {
  const [row] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.order_id, placement.order_id), eq(contracts.worker_id, placement.worker_id)));
  return row?.id;
}

/** The id of the placement's contracts as a subquery (the activity log's subject, in the same batch). */
export function contractIdOfPlacement(placement: { order_id: number; worker_id: number }) {
  return sql<number>`(select ${contracts.id} from ${contracts} where ${contracts.order_id} = ${placement.order_id} and ${contracts.worker_id} = ${placement.worker_id})`;
}

/** True inside the batch when this batch inserted the placement's row (its created_at is this instant). */
export function contractInsertedAt(placement: { order_id: number; worker_id: number }, now: Date) {
  return sql`exists (select 1 from ${contracts} where ${contracts.order_id} = ${placement.order_id} and ${contracts.worker_id} = ${placement.worker_id} and ${contracts.created_at} = ${now.getTime()})`;
}
