import { getTimesheetFile, type TimesheetFile } from "#db/timesheets/get-timesheet";
import { replaceTimesheetDaysStatement, timesheetStillAt } from "#db/timesheets/timesheet-statements";
import { writeGuard } from "#db/sql/write-guard";
import { AppError } from "#domain/errors/app-error";
import { APPROVAL_MESSAGES } from "#domain/timesheets/timesheet-approval";
import type { TimesheetDay } from "#domain/timesheets/timesheet-day";
import { timesheetIssues } from "#domain/timesheets/timesheet-rules";
import type { Timesheet, TimesheetDayInput } from "#domain/timesheets/timesheet-schemas";
import { editWithRetry, keptVersion } from "#features/versions/row-version";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext, PublicOperationContext } from "../operation-context";
import { timesheetFileOr404 } from "./timesheet-scope";
import { placementCovers, toTimesheet } from "./timesheet-view";

export interface ReplaceTimesheetDaysInput {
  id: number;
  days: TimesheetDayInput[];
  /** The versions If-Match names (decision 0013); undefined: the last writer wins. */
  expectedVersions: number[] | undefined;
}

/** Days a timesheet may still take: until it is approved, which locks it (decision 0051). */
const EDITABLE = new Set(["to_fill", "submitted", "disputed"]);

/**
 * PUT /v1/timesheets/{id}: replaces the days. Refused with 422 naming the day when a day is outside
 * the week's part or the placement's periods, twice, over 10 hours, past the week's 48 hours, or
 * under 11 hours' rest from the day before; 409 once approved; 412 when If-Match names another version.
 */
export async function replaceTimesheetDays(context: OperationContext, input: ReplaceTimesheetDaysInput): Promise<Timesheet> {
  await replaceDaysOf(context, () => timesheetFileOr404(context, input.id), input, EDITABLE);
  return toTimesheet((await getTimesheetFile(context.db, input.id))!);
}

/**
 * Replaces the days of the timesheet `load` reads, under the same rules whoever writes: staff (the PUT)
 * or the worker from their link (decision 0052, with the statuses the worker may still change).
 */
export async function replaceDaysOf(
  context: PublicOperationContext & { caller?: OperationContext["caller"] | undefined },
  load: () => Promise<TimesheetFile>,
  input: ReplaceTimesheetDaysInput,
  editable: ReadonlySet<string>,
): Promise<void> {
  const { db, now } = context;
  const days: TimesheetDay[] = input.days.map((day) => ({ ...day, absence: day.absence ?? null }));
  await editWithRetry(async () => {
    const file = await load();
    const version = keptVersion(input.expectedVersions, file.updated_at);
    if (file.status === "approved") throw new AppError("conflict", APPROVAL_MESSAGES.locked);
    if (!editable.has(file.status)) throw new AppError("conflict", APPROVAL_MESSAGES.alreadySent);
    const issues = timesheetIssues(days, {
      starts_on: file.starts_on,
      ends_on: file.ends_on,
      coversDay: placementCovers(file.periods),
      earlierDays: file.earlier_days,
      laterDays: file.later_days,
    });
    if (issues.length > 0) throw new AppError("validation_failed", "Invalid input", { fields: issues });
    await db.batch([
      writeGuard(db, timesheetStillAt(input.id, version)),
      replaceTimesheetDaysStatement(db, input.id, days, now),
      activityLog(context, {
        title: "Timesheet updated",
        type: "update",
        // A timesheet is part of its order's file: its changes are found under the order (decision 0051).
        schema: "orders",
        subjectId: file.order_id,
        spaceId: file.space_id,
        description: `Timesheet ${input.id}, ${file.week} (${file.starts_on} to ${file.ends_on})`,
        changes: { days, by: context.caller ? "staff" : "worker" },
      }),
    ]);
  });
}
