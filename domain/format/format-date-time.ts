// Dates as the interface language writes them (spec 001 §9, 000 §9): French dd/mm/yyyy hh:mm, English
// mm/dd/yyyy hh:mm, the other languages day first in their own convention. Built from parts rather
// than `toLocaleString`, whose output (commas, 12-hour clock, spaces) varies between engines, so the
// server and the browser print exactly the same text.

export type DateLocale = "fr" | "en" | "es" | "de" | "pt" | "it";

interface DatePattern {
  order: "dmy" | "mdy";
  separator: string;
}

const PATTERNS: Record<DateLocale, DatePattern> = {
  fr: { order: "dmy", separator: "/" },
  en: { order: "mdy", separator: "/" },
  es: { order: "dmy", separator: "/" },
  de: { order: "dmy", separator: "." },
  pt: { order: "dmy", separator: "/" },
  it: { order: "dmy", separator: "/" },
};

/** Agencies work in metropolitan France: dates show Paris time wherever the page is rendered. */
export const DEFAULT_TIME_ZONE = "Europe/Paris";

interface DateParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

// A formatter costs about as much to build as a hundred dates to format (a page formats
// many): one per time zone, built on first use.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsOf(date: Date, timeZone: string): DateParts {
  const formatter = formatterOf(timeZone);
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return {
    year: parts.year ?? "",
    month: parts.month ?? "",
    day: parts.day ?? "",
    hour: parts.hour ?? "",
    minute: parts.minute ?? "",
  };
}

function patternOf(locale: string): DatePattern {
  return PATTERNS[(locale in PATTERNS ? locale : "fr") as DateLocale];
}

function dateOf({ year, month, day }: DateParts, locale: string): string {
  const { order, separator } = patternOf(locale);
  const fields = order === "dmy" ? [day, month, year] : [month, day, year];
  return fields.join(separator);
}

/** "31/01/2026" in French, "01/31/2026" in English, "31.01.2026" in German. */
export function formatDate(date: Date, locale: string, timeZone = DEFAULT_TIME_ZONE): string {
  return dateOf(partsOf(date, timeZone), locale);
}

/** "31/01/2026 14:05" in French, "01/31/2026 14:05" in English: 24-hour time, hh:mm. */
export function formatDateTime(date: Date, locale: string, timeZone = DEFAULT_TIME_ZONE): string {
  // The parts are read once: splitting an instant into them is most of a date's cost.
  const parts = partsOf(date, timeZone);
  return `${dateOf(parts, locale)} ${parts.hour}:${parts.minute}`;
}
