import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { DpaeStatus } from "#domain/enums/dpae";
import type { Database } from "../client";
import { dpaeDeclarations } from "../schema/dpae";
import { workers } from "../schema/workers";

/** One space's declarations, newest first, optionally of some statuses, one page and the whole count. */
export async function listDpaeDeclarations(
  db: Database,
  spaceId: number,
  query: { statuses: DpaeStatus[]; page: number; per_page: number },
) {
  const where = and(
    eq(dpaeDeclarations.space_id, spaceId),
    query.statuses.length > 0 ? inArray(dpaeDeclarations.status, query.statuses) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ declaration: dpaeDeclarations, worker_first_name: workers.first_name, worker_last_name: workers.last_name })
      .from(dpaeDeclarations)
      .innerJoin(workers, eq(workers.id, dpaeDeclarations.worker_id))
      .where(where)
      .orderBy(desc(dpaeDeclarations.created_at), desc(dpaeDeclarations.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(dpaeDeclarations).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.declaration, worker_first_name: row.worker_first_name, worker_last_name: row.worker_last_name })),
    total: total?.total ?? 0,
  };
}
