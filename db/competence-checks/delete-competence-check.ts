import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { competenceChecks } from "../schema/companies";

export function deleteCompetenceCheck(db: Database, id: number) {
  return db.delete(competenceChecks).where(eq(competenceChecks.id, id));
}
