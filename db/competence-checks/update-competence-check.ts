import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { competenceChecks } from "../schema/companies";
import { nextVersion } from "../sql/row-version";
import type { CompetenceCheckValues } from "./competence-check-columns";

/** An empty change still moves the version (drizzle refuses an UPDATE with nothing to set). */
export function updateCompetenceCheck(
  db: Database,
  id: number,
  values: Partial<Omit<CompetenceCheckValues, "space_id" | "company_id" | "user_id">>,
  now: Date,
) {
  return db
    .update(competenceChecks)
    .set({ ...values, updated_at: nextVersion(competenceChecks.updated_at, now) })
    .where(eq(competenceChecks.id, id));
}
