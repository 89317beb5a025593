import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";

/**
 * The `updated_at` an edit stamps: now, or one millisecond past the stored version when now is not
 * after it, so two edits within one millisecond (or under a clock that went back) never share a
 * version and a stale If-Match is always seen as stale (decision 0013).
 */
export function nextVersion(updatedAt: SQLiteColumn, now: Date): SQL<Date> {
  return sql<Date>`max(${now.getTime()}, ${updatedAt} + 1)`;
}

/**
 * The `updated_at` of a write that changes nothing an edit form shows (a sign-in, an order's status or
 * periods): the version stays, so no open form is made stale for nothing (decision 0013). Set
 * explicitly, so the write says that it keeps it.
 */
export function unchangedVersion(updatedAt: SQLiteColumn): SQL<Date> {
  return sql<Date>`${updatedAt}`;
}

type VersionedTable = SQLiteTable & { id: SQLiteColumn; updated_at: SQLiteColumn };

/**
 * SQL true while the row exists and, when `version` is given, still has it: the write guard of an edit
 * with no rule reaching beyond its own columns.
 */
export function rowStillAt(table: VersionedTable, id: number, version: number | undefined): SQL {
  const conditions = [eq(table.id, id)];
  if (version !== undefined) conditions.push(eq(table.updated_at, new Date(version)));
  return sql`exists (select 1 from ${table} where ${and(...conditions)})`;
}

/** The condition If-Match puts on a row's version (`versions` as the API read them), or none without it. */
export function versionIn(updatedAt: SQLiteColumn, versions: number[] | undefined): SQL | undefined {
  if (versions === undefined) return undefined;
  return inArray(
    updatedAt,
    versions.map((version) => new Date(version)),
  );
}
