// Jours ouvrables (Code du travail L3133-1, and L1251-17 / L1251-42's "two working days"): every day of
// the week but Sunday, and not a public holiday. The eleven national holidays of L3133-1, three of them
// fixed from Easter Sunday (Easter Monday, Ascension Thursday, Whit Monday). Alsace-Moselle's two extra
// days (Good Friday, 26 December) are local law and not counted here (docs/contracts.md).

/** A day as YYYY-MM-DD, read and written in UTC so no time zone moves it. */
type CalendarDate = string;

function utcDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

function format(date: Date): CalendarDate {
  return date.toISOString().slice(0, 10);
}

function parse(day: CalendarDate): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`Not a calendar date: ${day}`);
  return utcDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

function plusDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDate {
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
  return format(utcDate(year, month, day));
}

/** The eleven French public holidays of a year (L3133-1), in calendar order. */
export function frenchPublicHolidays(year: number): CalendarDate[] {
  const easter = parse(easterSunday(year));
  return [
    format(utcDate(year, 1, 1)), // Jour de l'an
    format(plusDays(easter, 1)), // Lundi de Pâques
    format(utcDate(year, 5, 1)), // Fête du travail
    format(utcDate(year, 5, 8)), // Victoire 1945
    format(plusDays(easter, 39)), // Ascension
    format(plusDays(easter, 50)), // Lundi de Pentecôte
    format(utcDate(year, 7, 14)), // Fête nationale
    format(utcDate(year, 8, 15)), // Assomption
    format(utcDate(year, 11, 1)), // Toussaint
    format(utcDate(year, 11, 11)), // Armistice
    format(utcDate(year, 12, 25)), // Noël
  ].sort();
}

const holidaysByYear = new Map<number, ReadonlySet<CalendarDate>>();

function holidaysOf(year: number): ReadonlySet<CalendarDate> {
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    holidays = new Set(frenchPublicHolidays(year));
    holidaysByYear.set(year, holidays);
  }
  return holidays;
}

/** Whether a day is a jour ouvrable: not a Sunday, not a public holiday. Saturday is one. */
export function isJourOuvrable(day: CalendarDate): boolean {
  const date = parse(day);
  return date.getUTCDay() !== 0 && !holidaysOf(date.getUTCFullYear()).has(day);
}

/** The `count`-th jour ouvrable after `day` (the day itself not counted). */
export function addJoursOuvrables(day: CalendarDate, count: number): CalendarDate {
  let date = parse(day);
  let left = count;
  while (left > 0) {
    date = plusDays(date, 1);
    if (isJourOuvrable(format(date))) left--;
  }
  return format(date);
}

/** Both contracts reach their signers within two jours ouvrables of the placement (L1251-17, L1251-42). */
export const CONTRACT_DELAY_JOURS_OUVRABLES = 2;

/**
 * The last day the contracts may be sent on: two jours ouvrables after the placement's first day (that
 * day not counted, as a delay "suivant la mise à disposition" runs from the day after). `firstDay` is the
 * placement's first day in Paris, YYYY-MM-DD.
 */
export function contractDueBy(firstDay: CalendarDate): CalendarDate {
  return addJoursOuvrables(firstDay, CONTRACT_DELAY_JOURS_OUVRABLES);
}

/** A contract not signed by the end of its due day is late from the next day on (`today` in Paris). */
export function isContractLate(dueBy: CalendarDate, today: CalendarDate, signed: boolean): boolean {
  return !signed && today > dueBy;
}
