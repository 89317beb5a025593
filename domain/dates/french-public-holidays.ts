import { addDays } from "./paris-day";

// The eleven public holidays of metropolitan France (Code du travail L3133-1), three of them counted
// from Easter Sunday. Alsace-Moselle's two more (Good Friday, 26 December) are local law and not
// counted: no agency of ours is there yet (docs/contracts.md, decision 0051). Contracts count their
// jours ouvrables over these days, timesheets their worked holidays.

/** Easter Sunday of a Gregorian year as YYYY-MM-DD (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
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

/** The eleven French public holidays of a year (L3133-1), as YYYY-MM-DD, in calendar order. */
export function frenchPublicHolidays(year: number): string[] {
  const easter = easterSunday(year);
  return [
    `${year}-01-01`, // Jour de l'an
    addDays(easter, 1), // Lundi de Pâques
    `${year}-05-01`, // Fête du travail
    `${year}-05-08`, // Victoire 1945
    addDays(easter, 39), // Ascension
    addDays(easter, 50), // Lundi de Pentecôte
    `${year}-07-14`, // Fête nationale
    `${year}-08-15`, // Assomption
    `${year}-11-01`, // Toussaint
    `${year}-11-11`, // Armistice
    `${year}-12-25`, // Noël
  ].sort();
}

const holidaysByYear = new Map<number, ReadonlySet<string>>();

/** Whether a YYYY-MM-DD day is a French public holiday. */
export function isPublicHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    holidays = new Set(frenchPublicHolidays(year));
    holidaysByYear.set(year, holidays);
  }
  return holidays.has(day);
}
