// Pieces of the statistics' SQL (decision 0047), written as text for readRaw.

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
