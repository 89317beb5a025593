import { eq, type SQL } from "drizzle-orm";
import type { TimesheetDay } from "#domain/timesheets/timesheet-day";
import type { Database } from "../client";
import { timesheets } from "../schema/timesheets";
import { nextVersion, rowStillAt } from "../sql/row-version";

/** True while the timesheet exists and, with a version, still has it (the edit's write guard). */
export function timesheetStillAt(id: number, version: number | undefined): SQL {
  return rowStillAt(timesheets, id, version);
}

/** Replaces the days: a new version. */
export function replaceTimesheetDaysStatement(db: Database, id: number, days: TimesheetDay[], now: Date) {
  return db
    .update(timesheets)
    .set({ days, updated_at: nextVersion(timesheets.updated_at, now) })
    .where(eq(timesheets.id, id))
    .returning({ id: timesheets.id });
}
