import { isCalendarDate } from "../dates/calendar-date";
import { addDays } from "../dates/paris-day";

// ISO weeks (Monday to Sunday, week 1 holds the year's first Thursday) and their parts: French payroll
// closes each month, so a week that a month ends in the middle of makes two timesheets (decision 0051).

const ISO_WEEK = /^(\d{4})-W(\d{2})$/;

/** A YYYY-MM-DD day's ISO week, "2026-W53". */
export function isoWeekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  // The Thursday of the same week decides the year the week belongs to.
  const thursday = new Date(date.getTime() + (3 - weekday) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  const firstMonday = firstThursday.getTime() - ((firstThursday.getUTCDay() + 6) % 7) * 86_400_000;
  const week = Math.floor((thursday.getTime() - firstMonday) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The Monday of an ISO week, or undefined when "YYYY-Www" names no week of its year. */
export function mondayOf(week: string): string | undefined {
  const match = ISO_WEEK.exec(week);
  if (!match) return undefined;
  const [year, number] = [Number(match[1]), Number(match[2])];
  if (number < 1) return undefined;
  const january4 = new Date(Date.UTC(year, 0, 4));
  const firstMonday = january4.getTime() - ((january4.getUTCDay() + 6) % 7) * 86_400_000;
  const monday = new Date(firstMonday + (number - 1) * 7 * 86_400_000).toISOString().slice(0, 10);
  return isoWeekOf(monday) === week ? monday : undefined;
}

/** Whether a string names an ISO week that exists ("2026-W53" does, "2027-W53" does not). */
export function isIsoWeek(week: string): boolean {
  return mondayOf(week) !== undefined;
}

export interface WeekPart {
  week: string;
  /** First and last day of the part, both included. */
  starts_on: string;
  ends_on: string;
}

/** The parts of an ISO week: one, or two when a month ends inside it (each within one month). */
export function weekParts(week: string): WeekPart[] {
  const monday = mondayOf(week);
  if (!monday) throw new RangeError(`Not an ISO week: ${week}`);
  const parts: WeekPart[] = [];
  let start = monday;
  for (let offset = 0; offset < 7; offset++) {
    const day = addDays(monday, offset);
    const next = addDays(day, 1);
    if (offset === 6 || next.slice(0, 7) !== day.slice(0, 7)) {
      parts.push({ week, starts_on: start, ends_on: day });
      start = next;
    }
  }
  return parts;
}

/** The days of a part, in order. */
export function daysOf(part: { starts_on: string; ends_on: string }): string[] {
  const days: string[] = [];
  for (let day = part.starts_on; day <= part.ends_on && isCalendarDate(day); day = addDays(day, 1)) days.push(day);
  return days;
}
