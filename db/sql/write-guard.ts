import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";

// A batch is one transaction: a statement that fails makes the whole batch roll back. A guard placed
// first fails when its condition does not hold, so the writes after it happen only on the rows as
// the guard saw them, with nothing in between (the version an edit was based on, the rules that read
// other rows or other fields). SQLite has no RAISE outside triggers; json() of text that is not JSON
// is the portable way to fail a plain statement, on D1 and libSQL alike.

const REFUSAL = /malformed JSON/i;

/** A statement that fails the batch unless `condition` holds when the batch reaches it. */
export function writeGuard(db: Database, condition: SQL) {
  // A select builder, not db.run: drizzle's D1 batch cannot bind a raw statement's parameters.
  return db.select({ guard: sql`json(case when ${condition} then '1' else 'write guard refused' end)` }).from(sql`(select 1)`);
}

/** Whether a failed batch was stopped by its write guard (its condition no longer held). */
export function isWriteGuardRefusal(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current != null; depth++) {
    if (REFUSAL.test(current instanceof Error ? current.message : String(current))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
