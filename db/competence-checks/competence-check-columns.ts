import { getTableColumns } from "drizzle-orm";
import { companies, competenceChecks } from "../schema/companies";

/** A check's columns and its company's name, which every answer shows. */
export function competenceCheckColumns() {
  return { ...getTableColumns(competenceChecks), company_name: companies.name };
}

export type CompetenceCheckValues = Omit<typeof competenceChecks.$inferInsert, "id" | "created_at" | "updated_at">;
