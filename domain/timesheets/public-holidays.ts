// The public holidays themselves are the calendar's (domain/dates/french-public-holidays.ts).

/** 1 May: the one holiday whose work the law pays double (L3133-6). */
export function isMayDay(day: string): boolean {
  return day.slice(5) === "05-01";
}
