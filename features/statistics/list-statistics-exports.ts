import { listExports } from "#db/statistics/statistics-exports";
import type { StatisticsExport } from "#domain/statistics/statistics-schemas";
import type { OperationContext } from "../operation-context";
import { requireOwner } from "./statistics-access";
import { toExportView } from "./statistics-export-view";

/** GET /v1/statistics/exports: the newest exports first, asked by an owner or by the monthly schedule. */
export async function listStatisticsExports(
  context: Pick<OperationContext, "db" | "caller">,
  query: { limit: number },
): Promise<StatisticsExport[]> {
  requireOwner(context.caller);
  return (await listExports(context.db, query.limit)).map(toExportView);
}
