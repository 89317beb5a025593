import { and, eq, isNull, sql } from "drizzle-orm";
import type { BatchCondition } from "../activity-logs/insert-activity-log";
import type { Database } from "../client";
import { companies } from "../schema/companies";

/**
 * Archives a live company (spec 000 §4), stamping `at`. Only a live one changes, so a repeat does
 * nothing; `archivedNow` holds later in the same batch only if this statement did archive it, for the
 * activity-log row.
 */
export function archiveCompany(db: Database, id: number, at: Date) {
  return {
    statement: db
      .update(companies)
      .set({ archived_at: at, updated_at: at })
      .where(and(eq(companies.id, id), isNull(companies.archived_at))),
    archivedNow:
      sql`exists (select 1 from ${companies} where ${companies.id} = ${id} and ${companies.archived_at} = ${at.getTime()})` as BatchCondition,
  };
}
