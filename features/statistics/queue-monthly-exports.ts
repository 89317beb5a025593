import type { Database } from "#db/client";
import { insertScheduledExports, queuedScheduledExportIds, spacesOpenSince, type NewExport } from "#db/statistics/statistics-exports";
import { addDays, parisDayStart, parisToday } from "#domain/dates/paris-day";
import type { ExportFormat } from "#domain/statistics/export-enums";
import { enqueueJobs } from "../jobs/enqueue-job";
import { StatisticsExportJob } from "./statistics-export-job";

/** The monthly exports are spreadsheets, the accountant's usual file. */
export const MONTHLY_EXPORT_FORMAT: ExportFormat = "xlsx";

/** The calendar month before the one `now` falls in, in Paris: "2026-01" with its first and last days. */
export function lastMonthOf(now: Date): { month: string; from: string; to: string } {
  const today = parisToday(now);
  const to = addDays(`${today.slice(0, 7)}-01`, -1);
  return { month: to.slice(0, 7), from: `${to.slice(0, 7)}-01`, to };
}

/**
 * The monthly cron (features/jobs/cron-tasks.ts, on the 1st): last month's export of every space and
 * of all of them together (spaces deleted before the month began left out), without anyone asking.
 * Each has its schedule key, so a second run of the same month (a retried cron, a late one) adds no
 * export; it sends the jobs of those still queued again, which a lost message would otherwise leave
 * waiting (the job builds an export once, whatever the deliveries). "Last month" is read in Paris: the
 * cron fires at 04:00 UTC on the 1st, which is already the 1st there.
 */
export async function queueMonthlyExports(context: { db: Database; jobs: Queue; now: Date }) {
  const { month, from, to } = lastMonthOf(context.now);
  const spaceIds = await spacesOpenSince(context.db, parisDayStart(from));
  const rows: NewExport[] = [null, ...spaceIds].map((spaceId) => ({
    spaceId,
    from,
    to,
    format: MONTHLY_EXPORT_FORMAT,
    requestedByUserId: null,
    scheduleKey: `monthly:${month}:${spaceId === null ? "all" : `space:${spaceId}`}:${MONTHLY_EXPORT_FORMAT}`,
    now: context.now,
  }));
  let added = 0;
  // D1 binds at most 100 parameters a statement: 8 columns a row, 10 rows at a time.
  for (let start = 0; start < rows.length; start += 10)
    added += (await insertScheduledExports(context.db, rows.slice(start, start + 10))).length;
  const waiting = await queuedScheduledExportIds(context.db, `monthly:${month}:`);
  await enqueueJobs(
    context.jobs,
    StatisticsExportJob,
    waiting.map((id) => ({ export_id: id })),
  );
  return { month, added, queued: waiting.length };
}
