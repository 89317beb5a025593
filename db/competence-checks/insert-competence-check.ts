import type { Database } from "../client";
import { competenceChecks } from "../schema/companies";
import type { CompetenceCheckValues } from "./competence-check-columns";

export function insertCompetenceCheck(db: Database, values: CompetenceCheckValues) {
  return db.insert(competenceChecks).values(values).returning({ id: competenceChecks.id });
}
