import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { BatchCondition } from "../activity-logs/insert-activity-log";
import type { Database } from "../client";
import { companies } from "../schema/companies";

/**
 * Brings an archived company back (spec 000 §4). Only an archived one changes; `reactivatedNow` holds
 * later in the same batch only if this statement did it (its updated_at is exactly `at`).
 */
export function reactivateCompany(db: Database, id: number, at: Date) {
  return {
    statement: db
      .update(companies)
      .set({ archived_at: null, updated_at: at })
      .where(and(eq(companies.id, id), isNotNull(companies.archived_at))),
    reactivatedNow:
      sql`exists (select 1 from ${companies} where ${companies.id} = ${id} and ${isNull(companies.archived_at)} and ${companies.updated_at} = ${at.getTime()})` as BatchCondition,
  };
}
