import { and, count, desc, eq, gte, inArray, isNull, like, lt, or, sql } from "drizzle-orm";
import type { ExportFormat } from "#domain/statistics/export-enums";
import { insertedIdRef, type Database } from "../client";
import { spaces } from "../schema/spaces";
import { statisticsExports } from "../schema/statistics-exports";

// The statistics_exports rows (decision 0047): asked (queued), taken by one consumer (running), then
// ready with their file in R2, or failed once the job's attempts are spent.

export type StatisticsExportRow = typeof statisticsExports.$inferSelect;

export interface NewExport {
  spaceId: number | null;
  from: string;
  to: string;
  format: ExportFormat;
  requestedByUserId: number | null;
  scheduleKey?: string;
  now: Date;
}

function valuesOf(row: NewExport) {
  return {
    space_id: row.spaceId,
    from_day: row.from,
    to_day: row.to,
    format: row.format,
    requested_by_user_id: row.requestedByUserId,
    schedule_key: row.scheduleKey ?? null,
    created_at: row.now,
    updated_at: row.now,
  };
}

/** A new export, queued, as a statement to batch with its activity-log entry; it answers its row. */
export function insertExportStatement(db: Database, row: NewExport) {
  return db.insert(statisticsExports).values(valuesOf(row)).returning();
}

/** The id of the export inserted earlier in the same batch (for its activity-log entry). */
export function newExportIdRef() {
  return insertedIdRef(statisticsExports);
}

/** An export whose job could not be put on the queue: failed, so nobody waits for it. */
export async function failQueuedExport(db: Database, id: number, message: string, now: Date) {
  await db
    .update(statisticsExports)
    .set({ status: "failed", error_message: message, completed_at: now, updated_at: now })
    .where(and(eq(statisticsExports.id, id), eq(statisticsExports.status, "queued")));
}

/**
 * The monthly exports, each under its schedule key: those already asked for (a second cron run, a
 * retried one) are left as they are. Answers the ids of the rows this call added.
 */
export async function insertScheduledExports(db: Database, rows: readonly NewExport[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(statisticsExports)
    .values(rows.map(valuesOf))
    .onConflictDoNothing({ target: statisticsExports.schedule_key })
    .returning({ id: statisticsExports.id });
  return inserted.map((row) => row.id);
}

/** The newest exports first. */
export async function listExports(db: Database, limit: number): Promise<StatisticsExportRow[]> {
  return db.select().from(statisticsExports).orderBy(desc(statisticsExports.created_at), desc(statisticsExports.id)).limit(limit);
}

export async function getExport(db: Database, id: number): Promise<StatisticsExportRow | undefined> {
  const [row] = await db.select().from(statisticsExports).where(eq(statisticsExports.id, id)).limit(1);
  return row;
}

/**
 * Takes an export to build, by one conditional UPDATE: a queued one, or a running one whose consumer
 * has held it longer than the lease (it died). A second delivery of the job finds nothing to take.
 */
export async function claimExport(db: Database, id: number, now: Date, leaseMs: number): Promise<StatisticsExportRow | undefined> {
  const [row] = await db
    .update(statisticsExports)
    .set({ status: "running", claimed_at: now, attempts: sql`${statisticsExports.attempts} + 1`, updated_at: now })
    .where(
      and(
        eq(statisticsExports.id, id),
        or(
          eq(statisticsExports.status, "queued"),
          and(eq(statisticsExports.status, "running"), lt(statisticsExports.claimed_at, new Date(now.getTime() - leaseMs))),
        ),
      ),
    )
    .returning();
  return row;
}

/** The claim's outcome, written only while the claim is still this consumer's (its claimed_at). */
function heldBy(id: number, claimedAt: Date) {
  return and(eq(statisticsExports.id, id), eq(statisticsExports.status, "running"), eq(statisticsExports.claimed_at, claimedAt));
}

export async function markExportReady(
  db: Database,
  id: number,
  claimedAt: Date,
  file: { r2Key: string; sizeBytes: number; rowCount: number },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(statisticsExports)
    .set({
      status: "ready",
      r2_key: file.r2Key,
      size_bytes: file.sizeBytes,
      row_count: file.rowCount,
      error_message: null,
      completed_at: now,
      updated_at: now,
    })
    .where(heldBy(id, claimedAt))
    .returning({ id: statisticsExports.id });
  return rows.length > 0;
}

/** Back to queued for the job's next attempt, or failed once they are spent. */
export async function releaseExport(db: Database, id: number, claimedAt: Date, outcome: { failed: boolean; message: string }, now: Date) {
  await db
    .update(statisticsExports)
    .set({
      status: outcome.failed ? "failed" : "queued",
      error_message: outcome.message.slice(0, 1000),
      completed_at: outcome.failed ? now : null,
      updated_at: now,
    })
    .where(heldBy(id, claimedAt));
}

/** The ids of the exports a schedule asked for (keys starting with `keyPrefix`) that wait to be built. */
export async function queuedScheduledExportIds(db: Database, keyPrefix: string): Promise<number[]> {
  const rows = await db
    .select({ id: statisticsExports.id })
    .from(statisticsExports)
    .where(and(like(statisticsExports.schedule_key, `${keyPrefix.replace(/[%_]/g, "")}%`), eq(statisticsExports.status, "queued")));
  return rows.map((row) => row.id);
}

/** The spaces open at some point since `since` (not deleted before it): those a monthly export covers. */
export async function spacesOpenSince(db: Database, since: Date): Promise<number[]> {
  const rows = await db
    .select({ id: spaces.id })
    .from(spaces)
    .where(or(isNull(spaces.deleted_at), gte(spaces.deleted_at, since)))
    .orderBy(spaces.id);
  return rows.map((row) => row.id);
}

/** Exports owners asked for that wait or are being built (the schedule's are not counted). */
export async function countPendingRequestedExports(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(statisticsExports)
    .where(and(inArray(statisticsExports.status, ["queued", "running"]), isNull(statisticsExports.schedule_key)));
  return row?.n ?? 0;
}
