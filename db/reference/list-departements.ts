import { asc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { departements } from "../schema/reference";

/** Départements by code (01 … 19, 2A, 2B, 21 … 95, 971 …), optionally those of one region. */
export async function listDepartements(db: Database, options: { regionCode?: string } = {}) {
  return db
    .select({ code: departements.code, name: departements.name, region_code: departements.region_code })
    .from(departements)
    .where(options.regionCode === undefined ? undefined : eq(departements.region_code, options.regionCode))
    .orderBy(asc(departements.code));
}
