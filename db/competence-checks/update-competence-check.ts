import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { competenceChecks } from "../schema/companies";
import type { CompetenceCheckValues } from "./competence-check-columns";

/** An empty change still stamps updated_at (drizzle refuses an UPDATE with nothing to set). */
export function updateCompetenceCheck(
  db: Database,
  id: number,
  values: Partial<Omit<CompetenceCheckValues, "space_id" | "company_id" | "user_id">>,
) {
  return db.update(competenceChecks).set({ ...values, updated_at: new Date() }).where(eq(competenceChecks.id, id));
}
