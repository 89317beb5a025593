import type { TimesheetFile } from "#db/timesheets/get-timesheet";
import type { TimesheetListRow } from "#db/timesheets/list-timesheets";
import { parisToday } from "#domain/dates/paris-day";
import { daysOf } from "#domain/timesheets/iso-week";
import { isPublicHoliday } from "#domain/dates/french-public-holidays";
import type { Timesheet, TimesheetSummary } from "#domain/timesheets/timesheet-schemas";
import { timesheetTotals, workedMinutes } from "#domain/timesheets/timesheet-totals";

// A timesheet as /v1 answers it: totals are computed on every read from the days (domain/timesheets),
// never stored, so a rule's correction changes every answer at once.

export function toTimesheetSummary(row: TimesheetListRow): TimesheetSummary {
  return {
    id: row.id,
    space_id: row.space_id,
    week: row.week,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    status: row.status,
    order: { id: row.order_id, number: row.order_number },
    company: { id: row.company_id, name: row.company_name },
    worker: { id: row.worker_id, first_name: row.worker_first_name, last_name: row.worker_last_name },
    totals: timesheetTotals(row.days, workedMinutes(row.earlier_days ?? [])),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Whether the placement's periods cover a Paris day (its work may start or end on it). */
export function placementCovers(periods: readonly { starts_at: Date; ends_at: Date }[]) {
  return (day: string) =>
    periods.some((period) => parisToday(period.starts_at) <= day && day <= parisToday(new Date(period.ends_at.getTime() - 1)));
}

export function toTimesheet(file: TimesheetFile): Timesheet {
  const covers = placementCovers(file.periods);
  return {
    ...toTimesheetSummary(file),
    days: [...file.days]
      .sort((a, b) => (a.date < b.date ? -1 : 1))
      .map((day) => ({ ...day, absence: day.absence ?? null, public_holiday: isPublicHoliday(day.date) })),
    calendar: daysOf(file).map((date) => ({ date, in_placement: covers(date), public_holiday: isPublicHoliday(date) })),
    hourly_rate: file.hourly_rate,
    submitted_at: file.submitted_at?.toISOString() ?? null,
    decided_at: file.decided_at?.toISOString() ?? null,
    decided_by: file.decided_by,
    dispute_comment: file.dispute_comment,
    // The week editor's live totals start from them, as the answer's totals do.
    earlier_week_minutes: workedMinutes(file.earlier_days ?? []),
  };
}
