import { readStatistics } from "#db/statistics/read-statistics";
import type { StatisticsScope } from "#db/statistics/statistics-sql";
import { notFound } from "#domain/errors/app-error";
import { periodInstants } from "#domain/statistics/paris-day-numbers";
import type { Statistics, StatisticsQuery } from "#domain/statistics/statistics-schemas";
import type { OperationContext } from "../operation-context";
import { requireOwner } from "./statistics-access";
import { statisticsOf } from "./statistics-figures";

/**
 * GET /v1/statistics: a period's figures for one space or every space (owners only), with their daily
 * series in Paris days. One round trip: every count is read in one batch (decision 0047).
 */
export async function getStatistics(context: Pick<OperationContext, "db" | "caller">, query: StatisticsQuery): Promise<Statistics> {
  requireOwner(context.caller);
  const scope: StatisticsScope = query.space_id === undefined ? "all" : { spaceId: query.space_id };
  const rows = await readStatistics(context.db, scope, periodInstants(query.from, query.to));
  if (!rows.spaceExists) throw notFound();
  return statisticsOf(query, rows);
}
