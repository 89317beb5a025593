import type { AbsenceReason } from "../enums/timesheet";
import { parisWallTimeToInstant } from "../dates/paris-wall-time";
import { addDays } from "../dates/paris-day";

// One day of a timesheet as /v1 spells it, and the work it stands for. Times are Paris wall times
// ("08:00"); an end at or before the start is the next morning (a night shift), and the length is
// counted between the two instants, so the night the clocks go back is an hour longer.

export interface TimesheetDay {
  date: string;
  start: string | null;
  end: string | null;
  break_minutes: number;
  absence: { reason: AbsenceReason; comment?: string | null | undefined } | null;
  night_minutes: number;
  /** Allowances of the day, in euros. */
  meal_allowance: number;
  transport_allowance: number;
}

export interface WorkSpan {
  starts: Date;
  ends: Date;
}

/** When the day's work begins and ends, or undefined for a day without hours (absence, rest). */
export function workSpanOf(day: Pick<TimesheetDay, "date" | "start" | "end">): WorkSpan | undefined {
  if (!day.start || !day.end) return undefined;
  const starts = parisWallTimeToInstant(`${day.date}T${day.start}`);
  const endDate = day.end <= day.start ? addDays(day.date, 1) : day.date;
  const ends = parisWallTimeToInstant(`${endDate}T${day.end}`);
  if (!starts || !ends) return undefined;
  return { starts, ends };
}

/** Minutes worked in a day: its span less its break, never below zero. */
export function workedMinutesOf(day: TimesheetDay): number {
  const span = workSpanOf(day);
  if (!span) return 0;
  return Math.max(0, Math.round((span.ends.getTime() - span.starts.getTime()) / 60_000) - day.break_minutes);
}
