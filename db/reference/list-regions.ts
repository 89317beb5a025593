import { asc } from "drizzle-orm";
import type { Database } from "../client";
import { regions } from "../schema/reference";

/** Regions and the overseas collectivities listed beside them, by code. */
export async function listRegions(db: Database) {
  return db.select({ code: regions.code, name: regions.name }).from(regions).orderBy(asc(regions.code));
}
