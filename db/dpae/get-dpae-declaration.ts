import { asc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { dpaeDeclarations, dpaeReturns } from "../schema/dpae";
import { workers } from "../schema/workers";

/** One declaration with its worker's name; undefined when it does not exist. */
export async function getDpaeDeclaration(db: Database, id: number) {
  const [row] = await db
    .select({ declaration: dpaeDeclarations, worker_first_name: workers.first_name, worker_last_name: workers.last_name })
    .from(dpaeDeclarations)
    .innerJoin(workers, eq(workers.id, dpaeDeclarations.worker_id))
    .where(eq(dpaeDeclarations.id, id));
  return row ? { ...row.declaration, worker_first_name: row.worker_first_name, worker_last_name: row.worker_last_name } : undefined;
}

export type DpaeDeclarationRow = NonNullable<Awaited<ReturnType<typeof getDpaeDeclaration>>>;

/** Every return URSSAF gave for the declaration, oldest first (each kept: the legal proof). */
export function listDpaeReturns(db: Database, dpaeId: number) {
  return db
    .select({
      id: dpaeReturns.id,
      kind: dpaeReturns.kind,
      message: dpaeReturns.message,
      raw_payload: dpaeReturns.raw_payload,
      received_at: dpaeReturns.received_at,
    })
    .from(dpaeReturns)
    .where(eq(dpaeReturns.dpae_id, dpaeId))
    .orderBy(asc(dpaeReturns.received_at), asc(dpaeReturns.id));
}
