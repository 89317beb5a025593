import { fillPlaceholders, type Query, type SQL } from "drizzle-orm";
import { fixedStatement } from "./fixed-statement";

/**
 * A statement drizzle wrote once, with placeholders (`sql.placeholder(name)`) for what changes per call:
 * each call only fills them in (fixed-statement.ts), drizzle builds nothing more.
 */
export function writtenStatement(query: Query): (values: Record<string, unknown>) => SQL {
  const statement = fixedStatement(query.sql);
  return (values) => statement(...fillPlaceholders(query.params, values));
}
