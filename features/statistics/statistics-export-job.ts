import { z } from "zod";
import type { Database } from "#db/client";
import { claimExport, markExportReady, releaseExport } from "#db/statistics/statistics-exports";
import { defineJob, RETRY } from "../jobs/define-job";
import { RetryableJobError } from "../jobs/job-errors";
import { buildStatisticsExportFile } from "./build-statistics-export";
import { EXPORT_CONTENT_TYPES, exportFileName } from "./statistics-export-view";

/** How long a consumer may hold an export before another may take it again (it died meanwhile). */
export const EXPORT_LEASE_MS = 15 * 60_000;

export interface ExportJobContext {
  db: Database;
  files: R2Bucket;
  now: () => Date;
  /** This delivery's attempt, and how many the job has. */
  attempt: number;
  maxAttempts: number;
}

/**
 * Builds one export into R2, at most once (decision 0047):
 * 1. claim it: queued → running by a conditional UPDATE; a second delivery finds it taken, ready or
 *    failed, and does nothing;
 * 2. build the file and put it under the export's own key (a retry overwrites the same object);
 * 3. mark it ready with its size, while the claim is still this consumer's.
 * A failure puts it back to queued for the queue's retry, or failed once the attempts are spent.
 */
export async function runStatisticsExport(context: ExportJobContext, payload: { export_id: number }) {
  const claimedAt = context.now();
  const row = await claimExport(context.db, payload.export_id, claimedAt, EXPORT_LEASE_MS);
  if (!row) return "not_queued" as const;
  try {
    const { bytes, rowCount } = await buildStatisticsExportFile(context.db, row);
    const r2Key = `statistics-exports/${row.id}.${row.format}`;
    await context.files.put(r2Key, bytes, {
      httpMetadata: { contentType: EXPORT_CONTENT_TYPES[row.format], contentDisposition: `attachment; filename="${exportFileName(row)}"` },
    });
    await markExportReady(context.db, row.id, claimedAt, { r2Key, sizeBytes: bytes.byteLength, rowCount }, context.now());
    return "ready" as const;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const failed = context.attempt >= context.maxAttempts;
    await releaseExport(context.db, row.id, claimedAt, { failed, message }, context.now());
    if (failed) {
      console.error(`statistics export ${row.id}: failed after ${context.attempt} attempts`, error);
      return "failed" as const;
    }
    throw new RetryableJobError(`statistics export ${row.id}: ${message}`);
  }
}

/** Build one statistics export (asked by an owner, or by the monthly cron) into R2. */
export const StatisticsExportJob = defineJob({
  type: "statistics.export",
  version: 1,
  schema: z.object({ export_id: z.number().int().positive() }),
  retry: RETRY.provider,
  idempotencyKey: (payload) => `statistics.export:${payload.export_id}`,
  handle: (payload, context) => {
    if (!context.env.FILES) throw new Error("statistics.export needs the FILES bucket");
    return runStatisticsExport(
      {
        db: context.db,
        files: context.env.FILES,
        now: () => new Date(),
        attempt: context.attempts,
        maxAttempts: RETRY.provider.maxAttempts,
      },
      payload,
    );
  },
});
