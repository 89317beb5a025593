// "3 minutes ago" (spec 000 §9, 001 §9): under 60 seconds in seconds, then minutes, hours, days up to
// 30, months up to 12, then years. The words come from Intl.RelativeTimeFormat in the user's language.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const DAYS_PER_MONTH = 30;
const DAYS_PER_YEAR = 365;

export interface RelativeTime {
  value: number;
  unit: Intl.RelativeTimeFormatUnit;
}

/** The unit and signed amount to show for `date` seen at `now` (negative: in the past). */
export function relativeTimeParts(date: Date, now: Date): RelativeTime {
  const elapsed = date.getTime() - now.getTime();
  const sign = elapsed < 0 ? -1 : 1;
  const distance = Math.abs(elapsed);
  const amount = (unit: number) => sign * Math.floor(distance / unit) || 0; // `|| 0`: no "-0"

  if (distance < MINUTE) return { value: amount(SECOND), unit: "second" };
  if (distance < HOUR) return { value: amount(MINUTE), unit: "minute" };
  if (distance < DAY) return { value: amount(HOUR), unit: "hour" };
  const days = Math.floor(distance / DAY);
  if (days <= DAYS_PER_MONTH) return { value: sign * days, unit: "day" };
  const months = Math.floor(days / DAYS_PER_MONTH);
  if (months <= 12 && days < DAYS_PER_YEAR) return { value: sign * months, unit: "month" };
  return { value: sign * Math.max(1, Math.floor(days / DAYS_PER_YEAR)), unit: "year" };
}

// One formatter per language (the six of the interface), built on first use: building one costs far
// more than formatting with it.
const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>();

/** "il y a 3 minutes", "3 minutes ago", "vor 3 Minuten"… */
export function formatRelativeTime(date: Date, now: Date, locale: string): string {
  const { value, unit } = relativeTimeParts(date, now);
  let formatter = relativeFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
    relativeFormatters.set(locale, formatter);
  }
  return formatter.format(value, unit);
}
