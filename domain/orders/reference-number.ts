// File 001 §2: worker and order references are PE / CO with day/month dates in one reading, WO / OR with
// month/day dates in the other; the reading follows the interface language (decision 0027).

export type ReferenceKind = "worker" | "order";

const PREFIXES: Record<"fr" | "en", Record<ReferenceKind, string>> = {
  fr: { worker: "PE", order: "CO" },
  en: { worker: "WO", order: "OR" },
};

/** French (and the other Latin languages) read fr; English reads en. */
function readingOf(language: string): "fr" | "en" {
  return language.toLowerCase().startsWith("en") ? "en" : "fr";
}

/** "CO-000042" / "OR-000042": the number padded to six digits so references sort and read alike. */
export function formatReference(kind: ReferenceKind, number: number, language: string): string {
  return `${PREFIXES[readingOf(language)][kind]}-${String(number).padStart(6, "0")}`;
}

/** Paris wall-clock parts of an instant. */
function parisParts(at: Date) {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Paris",
    day: "2-digit",
    month: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return { day: part("day"), month: part("month"), hour: part("hour"), minute: part("minute") };
}

/** Spec 000 §9: an order date is day/month in French, month/day in English; the time hour:minute (Paris). */
export function formatOrderDate(at: Date, language: string, withTime = true): string {
  const { day, month, hour, minute } = parisParts(at);
  const date = readingOf(language) === "en" ? `${month}/${day}` : `${day}/${month}`;
  return withTime ? `${date} ${hour}:${minute}` : date;
}

/** A tab title: "CO-000042 · 07/12" (fr) or "OR-000042 · 12/07" (en), the date being the order's first start. */
export function orderTabTitle(number: number, startsAt: Date | null, language: string): string {
  const reference = formatReference("order", number, language);
  return startsAt ? `${reference} · ${formatOrderDate(startsAt, language, false)}` : reference;
}

/** Reads "CO-42", "or 000042", "42" back to 42 (the list's search); null when it is not a reference. */
export function parseReference(text: string): number | null {
  const match = /^(?:(?:co|or|pe|wo)[\s-]*)?0*(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}
