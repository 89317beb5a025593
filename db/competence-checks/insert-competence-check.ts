import { insertedIdRef, type Database, type IdRef } from "../client";
import { competenceChecks } from "../schema/companies";
import type { CompetenceCheckValues } from "./competence-check-columns";

export function insertCompetenceCheck(db: Database, values: CompetenceCheckValues, now: Date) {
  return db
    .insert(competenceChecks)
    .values({ ...values, created_at: now, updated_at: now })
    .returning({ id: competenceChecks.id });
}

/** The competence check the batch has just inserted, for its later statements (its activity-log entry). */
export function newCompetenceCheckIdRef(): IdRef {
  return insertedIdRef(competenceChecks);
}
