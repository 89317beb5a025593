import { DAY_MS, type OffsetSpan } from "#domain/statistics/paris-day-numbers";

// Pieces of the statistics' SQL (decision 0047): a table's rows of one space or of every space, and a
// timestamp's Paris day as an integer, both written as text for readRaw.

/** One space, or every space (the owners' "all"). */
export type StatisticsScope = { spaceId: number } | "all";

/**
 * The condition on `column` (a space_id) for the scope. Every space is written as a list of the spaces'
 * ids so that SQLite still reads each index from its space_id, one space after the other.
 */
export function scopeCondition(column: string, scope: StatisticsScope): { sql: string; params: unknown[] } {
  if (scope === "all") return { sql: `${column} in (select id from spaces)`, params: [] };
  return { sql: `${column} = ?`, params: [scope.spaceId] };
}

/** The Paris day number (days since 1970-01-01) of a timestamp column, given the period's offsets. */
export function parisDayNumberSql(column: string, spans: readonly OffsetSpan[]): string {
  const dayOf = (offsetMs: number) => `((${column} + ${offsetMs}) / ${DAY_MS})`;
  if (spans.length === 1) return dayOf(spans[0]!.offsetMs);
  const branches = spans.map((span) =>
    span.until === null ? `else ${dayOf(span.offsetMs)}` : `when ${column} < ${span.until} then ${dayOf(span.offsetMs)}`,
  );
  return `(case ${branches.join(" ")} end)`;
}
