import { addDays } from "../dates/paris-day";

// The eleven public holidays of metropolitan France (Code du travail L3133-1). Alsace-Moselle's two more
// (Good Friday, 26 December) are not counted: no agency of ours is there yet (decision 0051).

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const cache = new Map<number, ReadonlySet<string>>();

/** The public holidays of a year, as YYYY-MM-DD days. */
export function publicHolidays(year: number): ReadonlySet<string> {
  let days = cache.get(year);
  if (!days) {
    const easter = easterSunday(year);
    const fixed = ["01-01", "05-01", "05-08", "07-14", "08-15", "11-01", "11-11", "12-25"].map((md) => `${year}-${md}`);
    // Easter Monday, Ascension Thursday (39 days after Easter), Whit Monday (50 days after).
    days = new Set([...fixed, addDays(easter, 1), addDays(easter, 39), addDays(easter, 50)]);
    cache.set(year, days);
  }
  return days;
}

export function isPublicHoliday(day: string): boolean {
  return publicHolidays(Number(day.slice(0, 4))).has(day);
}

/** 1 May: the one holiday whose work the law pays double (L3133-6). */
export function isMayDay(day: string): boolean {
  return day.slice(5) === "05-01";
}
