import { isPublicHoliday } from "../dates/french-public-holidays";
import { isMayDay } from "./public-holidays";
import { workedMinutesOf, type TimesheetDay } from "./timesheet-day";

// A timesheet's totals (decision 0051). Overtime is counted over the civil week (L3121-29): the first
// 35 hours are normal, the 36th to the 43rd at 25 %, from the 44th at 50 % (L3121-36). A week split by
// the month counts from where its earlier part stopped, so the two parts add up to the whole week's
// figures. Only work counts towards overtime: an absence or a public holiday off adds no hour.

export const NORMAL_WEEK_MINUTES = 35 * 60;
export const OVERTIME_25_UNTIL_MINUTES = 43 * 60;

export interface TimesheetTotals {
  worked_minutes: number;
  normal_minutes: number;
  overtime_25_minutes: number;
  overtime_50_minutes: number;
  night_minutes: number;
  /** Minutes worked on a public holiday (already in the buckets above), and those on 1 May, paid double. */
  public_holiday_minutes: number;
  may_day_minutes: number;
  absence_days: number;
  meal_allowance: number;
  transport_allowance: number;
}

function overlap(from: number, to: number, bucketFrom: number, bucketTo: number): number {
  return Math.max(0, Math.min(to, bucketTo) - Math.max(from, bucketFrom));
}

/** Rounded to the cent, as payroll amounts are. */
function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The totals of a timesheet, given the minutes already worked in the same week's earlier part. */
export function timesheetTotals(days: readonly TimesheetDay[], earlierWeekMinutes = 0): TimesheetTotals {
  const worked = days.reduce((sum, day) => sum + workedMinutesOf(day), 0);
  const from = earlierWeekMinutes;
  const to = earlierWeekMinutes + worked;
  const holidayDays = days.filter((day) => isPublicHoliday(day.date));
  return {
    worked_minutes: worked,
    normal_minutes: overlap(from, to, 0, NORMAL_WEEK_MINUTES),
    overtime_25_minutes: overlap(from, to, NORMAL_WEEK_MINUTES, OVERTIME_25_UNTIL_MINUTES),
    overtime_50_minutes: overlap(from, to, OVERTIME_25_UNTIL_MINUTES, Number.POSITIVE_INFINITY),
    night_minutes: days.reduce((sum, day) => sum + day.night_minutes, 0),
    public_holiday_minutes: holidayDays.reduce((sum, day) => sum + workedMinutesOf(day), 0),
    may_day_minutes: holidayDays.filter((day) => isMayDay(day.date)).reduce((sum, day) => sum + workedMinutesOf(day), 0),
    absence_days: days.filter((day) => day.absence !== null).length,
    meal_allowance: cents(days.reduce((sum, day) => sum + day.meal_allowance, 0)),
    transport_allowance: cents(days.reduce((sum, day) => sum + day.transport_allowance, 0)),
  };
}

/** Minutes worked over some days (an earlier part of the week). */
export function workedMinutes(days: readonly TimesheetDay[]): number {
  return days.reduce((sum, day) => sum + workedMinutesOf(day), 0);
}
