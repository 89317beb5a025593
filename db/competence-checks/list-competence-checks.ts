import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { companies, competenceChecks } from "../schema/companies";
import { competenceCheckColumns } from "./competence-check-columns";

export interface ListCompetenceChecksOptions {
  spaceId: number;
  companyId?: number;
  workerId?: number;
  page: number;
  perPage: number;
}

/**
 * A page of one space's checks, newest call first, for a company, a worker or both (on the
 * (space_id, company_id, called_on) and (space_id, worker_id) indexes), and the total.
 */
export async function listCompetenceChecks(db: Database, options: ListCompetenceChecksOptions) {
  const conditions: SQL[] = [eq(competenceChecks.space_id, options.spaceId)];
  if (options.companyId !== undefined) conditions.push(eq(competenceChecks.company_id, options.companyId));
  if (options.workerId !== undefined) conditions.push(eq(competenceChecks.worker_id, options.workerId));
  const where = and(...conditions);
  const [rows, totals] = await db.batch([
    db
      .select(competenceCheckColumns())
      .from(competenceChecks)
      .innerJoin(companies, eq(companies.id, competenceChecks.company_id))
      .where(where)
      .orderBy(desc(competenceChecks.called_on), desc(competenceChecks.id))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db.select({ total: count() }).from(competenceChecks).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
