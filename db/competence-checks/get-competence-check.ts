import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { companies, competenceChecks } from "../schema/companies";
import { competenceCheckColumns } from "./competence-check-columns";

/** One check, whatever its space: the caller checks the space. */
export async function getCompetenceCheck(db: Database, id: number) {
  const [row] = await db
    .select(competenceCheckColumns())
    .from(competenceChecks)
    .innerJoin(companies, eq(companies.id, competenceChecks.company_id))
    .where(eq(competenceChecks.id, id))
    .limit(1);
  return row;
}
