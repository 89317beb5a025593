import { and, asc, eq, isNull, like, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { positions } from "../schema/orders";
import { workerEquipment, workerFavoriteJobs } from "../schema/worker-details";
import { workers } from "../schema/workers";

export type PositionRow = typeof positions.$inferSelect;

export async function getPosition(db: Database, id: number) {
  const [row] = await db.select().from(positions).where(eq(positions.id, id)).limit(1);
  return row;
}

/** The space's positions (not archived), by title; a client's only, or those whose title holds `q`. */
export async function listSpacePositions(db: Database, spaceId: number, filters: { companyId?: number; q?: string }) {
  const conditions: SQL[] = [eq(positions.space_id, spaceId), isNull(positions.archived_at)];
  if (filters.companyId) conditions.push(eq(positions.company_id, filters.companyId));
  if (filters.q) conditions.push(like(positions.title, `%${filters.q.replace(/[%_]/g, "")}%`));
  const rows = await db
    .select()
    .from(positions)
    .where(and(...conditions))
    .orderBy(asc(positions.title), asc(positions.id))
    .limit(1000);
  return rows;
}

/** What the matching reads of a worker: favourite jobs, equipment and résumé keywords. */
export async function workerProfileTerms(db: Database, workerId: number) {
  const [worker, jobs, equipment] = await Promise.all([
    db.select({ space_id: workers.space_id, resume_keywords: workers.resume_keywords }).from(workers).where(eq(workers.id, workerId)).get(),
    db.select({ job: workerFavoriteJobs.job }).from(workerFavoriteJobs).where(eq(workerFavoriteJobs.worker_id, workerId)),
    db.select({ name: workerEquipment.name }).from(workerEquipment).where(eq(workerEquipment.worker_id, workerId)),
  ]);
  if (!worker) return undefined;
  return {
    space_id: worker.space_id,
    terms: {
      favoriteJobs: jobs.map((row) => row.job),
      equipment: equipment.map((row) => row.name),
      resumeKeywords: worker.resume_keywords,
    },
  };
}
