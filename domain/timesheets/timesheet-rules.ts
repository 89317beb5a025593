import type { FieldError } from "../errors/app-error";
import { workedMinutesOf, workSpanOf, type TimesheetDay } from "./timesheet-day";

// What a timesheet's days must respect before they are kept (decision 0051). Each refusal names the
// field and, in its message, the day, so the week editor can point at it and a payroll officer reading
// the API answer knows which day to correct.

/** Code du travail L3121-18: at most 10 hours of work in a day. */
export const DAILY_MAXIMUM_MINUTES = 10 * 60;
/** L3121-20: at most 48 hours in a week. */
export const WEEKLY_MAXIMUM_MINUTES = 48 * 60;
/** L3131-1: at least 11 consecutive hours of rest between two days' work. */
export const DAILY_REST_MINUTES = 11 * 60;

export interface TimesheetBounds {
  /** The timesheet's first and last day (one month's part of an ISO week). */
  starts_on: string;
  ends_on: string;
  /** Whether the placement covers a day (its order periods, in Paris days). */
  coversDay: (day: string) => boolean;
  /** The days already kept for the same ISO week in its earlier part (the month before), if any. */
  earlierDays?: readonly TimesheetDay[];
  /** The days already kept for the same ISO week in its later part (the month after), if any. */
  laterDays?: readonly TimesheetDay[];
}

function refusal(index: number, key: string, reason: string, message: string): FieldError {
  return { field: key ? `days.${index}.${key}` : `days.${index}`, reason, message };
}

/** Every rule the days break, each naming its day; none when they may be kept. */
export function timesheetIssues(days: readonly TimesheetDay[], bounds: TimesheetBounds): FieldError[] {
  const issues: FieldError[] = [];
  const seen = new Set<string>();
  days.forEach((day, index) => {
    const on = day.date;
    if (day.date < bounds.starts_on || day.date > bounds.ends_on) {
      issues.push(
        refusal(index, "date", "day_outside_timesheet", `${on}: outside this timesheet (${bounds.starts_on} to ${bounds.ends_on})`),
      );
    } else if (!bounds.coversDay(day.date)) {
      issues.push(refusal(index, "date", "day_outside_placement", `${on}: not a day of the placement's periods`));
    }
    if (seen.has(day.date)) issues.push(refusal(index, "date", "day_twice", `${on}: the day is already in the timesheet`));
    seen.add(day.date);
    if ((day.start === null) !== (day.end === null)) {
      issues.push(refusal(index, day.start === null ? "start" : "end", "required", `${on}: a start needs an end, and an end a start`));
    }
    if (day.absence && (day.start !== null || day.end !== null)) {
      issues.push(refusal(index, "absence", "absence_with_hours", `${on}: an absent day has no hours`));
    }
    const span = workSpanOf(day);
    if (span) {
      const spanMinutes = Math.round((span.ends.getTime() - span.starts.getTime()) / 60_000);
      if (day.break_minutes >= spanMinutes) {
        issues.push(refusal(index, "break_minutes", "break_too_long", `${on}: the break is as long as the day`));
      }
    }
    const worked = workedMinutesOf(day);
    if (day.night_minutes > worked) {
      issues.push(refusal(index, "night_minutes", "night_over_worked", `${on}: more night minutes than minutes worked`));
    }
    if (worked > DAILY_MAXIMUM_MINUTES) {
      issues.push(refusal(index, "", "daily_maximum", `${on}: more than 10 hours of work in the day (Code du travail L3121-18)`));
    }
  });
  const earlier = bounds.earlierDays ?? [];
  const later = bounds.laterDays ?? [];
  // A day outside the timesheet is refused above: the rest and the week count only its own days.
  const own = inOrder(days).filter(({ day }) => bounds.starts_on <= day.date && day.date <= bounds.ends_on);
  issues.push(...restIssues(own, earlier, later), ...weeklyIssues(own, earlier, later));
  return issues;
}

interface OrderedDay {
  day: TimesheetDay;
  index: number;
}

/** Days in date order, with their index in the request. */
function inOrder(days: readonly TimesheetDay[]): OrderedDay[] {
  return days.map((day, index) => ({ day, index })).sort((a, b) => (a.day.date < b.day.date ? -1 : a.day.date > b.day.date ? 1 : 0));
}

/** The last work of days from another part of the week, or the first: the rest is counted across the month's end. */
function lastSpan(days: readonly TimesheetDay[]) {
  const spans = inOrder(days).map(({ day }) => workSpanOf(day));
  return spans.filter((span) => span !== undefined).at(-1);
}
function firstSpan(days: readonly TimesheetDay[]) {
  return inOrder(days)
    .map(({ day }) => workSpanOf(day))
    .find((span) => span !== undefined);
}

/**
 * Two days' work must not overlap, and must leave 11 hours of rest between them (L3131-1), also
 * across the month's end that splits a week: the earlier part's last work against this part's first
 * day, and this part's last day against the later part's first work. Each refusal names a day of
 * this timesheet, the one being edited.
 */
function restIssues(own: readonly OrderedDay[], earlierDays: readonly TimesheetDay[], laterDays: readonly TimesheetDay[]): FieldError[] {
  const issues: FieldError[] = [];
  let previous: { ends: Date } | undefined = lastSpan(earlierDays);
  let last: { day: TimesheetDay; index: number; span: { ends: Date } } | undefined;
  for (const { day, index } of own) {
    const span = workSpanOf(day);
    if (!span) continue;
    if (previous) {
      const rest = (span.starts.getTime() - previous.ends.getTime()) / 60_000;
      if (rest < 0) issues.push(refusal(index, "start", "day_overlap", `${day.date}: starts before the previous day's work ends`));
      else if (rest < DAILY_REST_MINUTES) {
        issues.push(
          refusal(
            index,
            "start",
            "daily_rest",
            `${day.date}: less than 11 hours of rest since the previous day's work (Code du travail L3131-1)`,
          ),
        );
      }
    }
    previous = span;
    last = { day, index, span };
  }
  const next = firstSpan(laterDays);
  if (last && next) {
    const rest = (next.starts.getTime() - last.span.ends.getTime()) / 60_000;
    if (rest < 0) {
      issues.push(refusal(last.index, "end", "day_overlap", `${last.day.date}: ends after the next day's work starts (next month's part)`));
    } else if (rest < DAILY_REST_MINUTES) {
      issues.push(
        refusal(
          last.index,
          "end",
          "daily_rest",
          `${last.day.date}: less than 11 hours of rest before the next day's work, in next month's part (Code du travail L3131-1)`,
        ),
      );
    }
  }
  return issues;
}

/**
 * The week's 48 hours are counted over the whole ISO week, both parts of a week split by the month, and
 * refused on the day that goes past them: a day of this part, or, when the later part's hours make the
 * week go past, this part's last day worked (the edit that makes the week too long).
 */
function weeklyIssues(own: readonly OrderedDay[], earlierDays: readonly TimesheetDay[], laterDays: readonly TimesheetDay[]): FieldError[] {
  let total = workedMinutes(earlierDays);
  let lastWorked: { day: TimesheetDay; index: number } | undefined;
  for (const { day, index } of own) {
    const worked = workedMinutesOf(day);
    total += worked;
    if (worked > 0) lastWorked = { day, index };
    if (total > WEEKLY_MAXIMUM_MINUTES) {
      return [refusal(index, "", "weekly_maximum", `${day.date}: the week goes past 48 hours of work (Code du travail L3121-20)`)];
    }
  }
  if (lastWorked && total + workedMinutes(laterDays) > WEEKLY_MAXIMUM_MINUTES) {
    const { day, index } = lastWorked;
    return [
      refusal(
        index,
        "",
        "weekly_maximum",
        `${day.date}: with next month's part, the week goes past 48 hours of work (Code du travail L3121-20)`,
      ),
    ];
  }
  return [];
}

function workedMinutes(days: readonly TimesheetDay[]): number {
  return days.reduce((sum, day) => sum + workedMinutesOf(day), 0);
}
