import { isPublicHoliday } from "../dates/french-public-holidays";

// Jours ouvrables (Code du travail L3133-1, and L1251-17 / L1251-42's "two working days"): every day of
// the week but Sunday, and not one of the public holidays of L3133-1 (domain/dates/french-public-holidays.ts).

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

/** Whether a day is a jour ouvrable: not a Sunday, not a public holiday. Saturday is one. */
export function isJourOuvrable(day: CalendarDate): boolean {
  const date = parse(day);
  return date.getUTCDay() !== 0 && !isPublicHoliday(day);
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
