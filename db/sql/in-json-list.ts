import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * `column IN (…)` with the whole list bound as one JSON parameter: D1 allows 100 bound parameters per
 * statement, and a bulk action or a page of ids must not depend on that.
 */
export function inJsonList(column: SQLiteColumn | SQL, values: readonly (number | string)[]): SQL {
  return sql`${column} in (select value from json_each(${JSON.stringify(values)}))`;
}
