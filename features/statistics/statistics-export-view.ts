import type { StatisticsExportRow } from "#db/statistics/statistics-exports";
import type { StatisticsExport } from "#domain/statistics/statistics-schemas";

/** An export as /v1 answers it: no R2 key, no consumer's error text (both stay on the server). */
export function toExportView(row: StatisticsExportRow): StatisticsExport {
  return {
    id: row.id,
    space_id: row.space_id,
    from: row.from_day,
    to: row.to_day,
    format: row.format,
    status: row.status,
    size_bytes: row.status === "ready" ? row.size_bytes : null,
    row_count: row.status === "ready" ? row.row_count : null,
    requested_by: row.schedule_key === null ? "user" : "schedule",
    created_at: row.created_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
  };
}

/** The file's name as the browser saves it: statistiques-<scope>-<from>-<to>.<format>. */
export function exportFileName(row: Pick<StatisticsExportRow, "space_id" | "from_day" | "to_day" | "format">): string {
  const scope = row.space_id === null ? "toutes-agences" : `agence-${row.space_id}`;
  return `statistiques-${scope}-${row.from_day}-${row.to_day}.${row.format}`;
}

export const EXPORT_CONTENT_TYPES = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;
