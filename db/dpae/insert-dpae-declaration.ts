import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { dpaeDeclarations } from "../schema/dpae";

export type DpaeDeclarationValues = Omit<typeof dpaeDeclarations.$inferInsert, "id" | "status" | "created_at" | "updated_at">;

/** The key a declaration is one by: worker, employer SIRET, day of hire (the table's unique index). */
export function dpaeKeyCondition(key: { worker_id: number; employer_siret: string; hire_date: string }) {
  return and(
    eq(dpaeDeclarations.worker_id, key.worker_id),
    eq(dpaeDeclarations.employer_siret, key.employer_siret),
    eq(dpaeDeclarations.hire_date, key.hire_date),
  )!;
}

/**
 * Inserts the declaration unless one exists for its key: never a second one, even for two requests at
 * once (the unique index settles it). A statement to batch; it returns the row only when it inserted.
 */
export function insertDpaeDeclaration(db: Database, values: DpaeDeclarationValues, now: Date) {
  return db
    .insert(dpaeDeclarations)
    .values({ ...values, status: "pending", created_at: now, updated_at: now })
    .onConflictDoNothing()
    .returning({ id: dpaeDeclarations.id });
}

/** The id of the declaration of this key, as a subquery (the activity log's subject, in the same batch). */
export function dpaeIdByKey(key: Parameters<typeof dpaeKeyCondition>[0]) {
  return sql<number>`(select ${dpaeDeclarations.id} from ${dpaeDeclarations} where ${dpaeKeyCondition(key)})`;
}

/** True inside the batch when this batch inserted the row (its created_at is this instant). */
export function dpaeInsertedAt(key: Parameters<typeof dpaeKeyCondition>[0], now: Date) {
  return sql`exists (select 1 from ${dpaeDeclarations} where ${dpaeKeyCondition(key)} and ${dpaeDeclarations.created_at} = ${now.getTime()})`;
}

/** The declaration of a key, whoever made it. */
export async function findDpaeIdByKey(db: Database, key: Parameters<typeof dpaeKeyCondition>[0]) {
  const [row] = await db.select({ id: dpaeDeclarations.id }).from(dpaeDeclarations).where(dpaeKeyCondition(key));
  return row?.id;
}
