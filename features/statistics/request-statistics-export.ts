import { runBatch } from "#db/client";
import { getSpace } from "#db/spaces/get-space";
import {
  countPendingRequestedExports,
  failQueuedExport,
  insertExportStatement,
  newExportIdRef,
  type StatisticsExportRow,
} from "#db/statistics/statistics-exports";
import { AppError, notFound } from "#domain/errors/app-error";
import type { ExportCreateInput, StatisticsExport } from "#domain/statistics/statistics-schemas";
import { activityLog } from "../activity-logs/activity-log";
import { enqueueJob } from "../jobs/enqueue-job";
import type { OperationContext } from "../operation-context";
import { requireOwner } from "./statistics-access";
import { StatisticsExportJob } from "./statistics-export-job";
import { toExportView } from "./statistics-export-view";

/**
 * An export costs the queue Worker a read of every row of its period: owners may have this many
 * waiting or being built at once; one more is refused (429) until one is done.
 */
export const PENDING_EXPORTS_MAX = 5;

/**
 * POST /v1/statistics/exports: an owner asks for a period's file of one space or every space. The row
 * (queued) and its activity-log entry commit together; then the queue Worker is asked to build it
 * (statistics-export-job.ts). A message that cannot be sent leaves the export failed, never queued for
 * ever.
 */
export async function requestStatisticsExport(context: OperationContext, input: ExportCreateInput): Promise<StatisticsExport> {
  requireOwner(context.caller);
  const spaceId = input.space_id ?? null;
  if (spaceId !== null && !(await getSpace(context.db, spaceId))) throw notFound();
  if ((await countPendingRequestedExports(context.db)) >= PENDING_EXPORTS_MAX) {
    throw new AppError("too_many_attempts", "Too many exports being built: wait for one to be ready", { retryAfterSeconds: 30 });
  }
  const [inserted] = await runBatch(context.db, [
    insertExportStatement(context.db, {
      spaceId,
      from: input.from,
      to: input.to,
      format: input.format,
      requestedByUserId: context.caller.id,
      now: context.now,
    }),
    activityLog(context, {
      title: "Statistics export requested",
      type: "create",
      schema: "statistics_exports",
      subjectId: newExportIdRef(),
      spaceId,
      changes: { from: input.from, to: input.to, format: input.format },
    }),
  ]);
  const row = (inserted as StatisticsExportRow[])[0]!;
  const { id } = row;
  try {
    await enqueueJob(context.bindings.JOBS, StatisticsExportJob, { export_id: id });
  } catch (error) {
    console.error(`statistics export ${id}: could not be queued`, error);
    await failQueuedExport(context.db, id, "Could not be queued", context.now);
    throw new AppError("internal", "The export could not be queued: ask again");
  }
  return toExportView(row);
}
