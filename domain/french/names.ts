import { z } from "zod";
import { foldAccents } from "../format/search-text";

// The spec's text rules for workers, contacts and registration (spec 000 §5, §9; spec 001 §5), as zod
// schemas shared by the forms and /v1 (CONVENTIONS §2). Custom refusals carry a stable snake_case message.

export const PERSON_NAME_MAX = 100; // spec 000 §5, §9
export const TEXT_MAX = 255;
export const INTRODUCTION_TEXT_MAX = 65_535;
export const FAVORITE_JOBS_MAX = 3;

/** "123", "12,5", " 1 000 ", "-3", "1e3", "0x1F": what a person typing a number into a text field gives. */
export function looksLikeNumber(text: string): boolean {
  const compact = text.replace(/\s/g, "").replace(",", ".");
  return compact !== "" && Number.isFinite(Number(compact));
}

/**
 * First and last names: 2–100 characters once trimmed. "Names must not be numbers" (spec 000 §5) and the
 * generic "no digits" rule (spec 001 §5): a name never holds a digit in any script, so any digit is refused,
 * and a name must hold at least one letter (".." or "--" is not a name).
 */
export const PersonNameSchema = z
  .string()
  .trim()
  .min(2, { abort: true })
  .max(PERSON_NAME_MAX, { abort: true })
  .refine((name) => !looksLikeNumber(name), { error: "name_is_number", abort: true })
  .refine((name) => !/\p{Nd}/u.test(name), { error: "name_has_digit", abort: true })
  .refine((name) => /\p{L}/u.test(name), { error: "name_has_no_letter" });

/** Birth city and country, postal address and complement, city, country, nationality: 2–255 characters. */
export const AddressTextSchema = z.string().trim().min(2).max(TEXT_MAX);

/** One wished job: 2–255 characters, not a number ("CACES 3" is fine, "3" is not). */
export const FavoriteJobSchema = z
  .string()
  .trim()
  .min(2, { abort: true })
  .max(TEXT_MAX, { abort: true })
  .refine((job) => !looksLikeNumber(job), { error: "favorite_job_is_number" });

/** At most three, each trimmed; the same job twice (ignoring case and accents) is refused. */
export const FavoriteJobsSchema = z
  .array(FavoriteJobSchema)
  .max(FAVORITE_JOBS_MAX)
  .superRefine((jobs, ctx) => {
    const seen = new Set<string>();
    jobs.forEach((job, index) => {
      const key = foldAccents(job).toLocaleLowerCase("fr");
      if (seen.has(key)) ctx.addIssue({ code: "custom", message: "favorite_job_duplicate", path: [index] });
      seen.add(key);
    });
  });

/** Free presentation text: at most 65,535 characters (a MySQL TEXT in the original). */
export const IntroductionTextSchema = z.string().max(INTRODUCTION_TEXT_MAX);

/**
 * A French postal code: 5 digits from 01000 to 98999. 20xxx is Corsica (2A and 2B share it), 97xxx and
 * 98xxx overseas and Monaco (980xx); 00xxx and 99xxx do not exist.
 */
export const PostalCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{5}$/, { error: "postal_code_format", abort: true })
  .refine((code) => code >= "01000" && code <= "98999", { error: "postal_code_range" });

const FIRST_BIRTH_DATE = "1900-01-01";

/**
 * YYYY-MM-DD (spec 000 §5), a real calendar day, from 1900 on, not in the future. "Today" is the latest
 * calendar day anywhere (UTC+14), so a date that has begun somewhere is never refused as future.
 */
export const BirthDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "birth_date_format", abort: true })
  .refine(isCalendarDate, { error: "birth_date_invalid", abort: true })
  .refine((date) => date >= FIRST_BIRTH_DATE, { error: "birth_date_too_old" })
  .refine((date) => date <= latestToday(new Date()), { error: "birth_date_future" });

/** Whether a YYYY-MM-DD string names a day that exists (no 31 April, 29 February in leap years only). */
export function isCalendarDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function latestToday(now: Date): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

// The agency's calendar: a birthday begins at midnight in Paris, not at midnight UTC (workerd runs in
// UTC, a browser in its user's zone). Built once; paris-wall-time.ts imports this file, hence no import.
const parisDayFormat = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" });

/** The YYYY-MM-DD day an instant falls on in Paris. */
function parisDayOf(at: Date): string {
  const parts = Object.fromEntries(parisDayFormat.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * Under-18 registration is flagged (spec 000 §5). Someone is 18 from their 18th birthday; born on
 * 29 February, from 1 March in a common year. `today` is a YYYY-MM-DD string or an instant, read as
 * its day in Paris. False when the birth date is not a calendar date: there is nothing to flag.
 */
export function isUnder18(birthDate: string, today: Date | string): boolean {
  if (!isCalendarDate(birthDate)) return false;
  const now = typeof today === "string" ? today : parisDayOf(today);
  if (!isCalendarDate(now)) return false;
  const eighteenth = `${String(Number(birthDate.slice(0, 4)) + 18).padStart(4, "0")}${birthDate.slice(4)}`;
  // Comparing strings puts "2026-02-29" after "2026-02-28": a leap-day birthday comes on 1 March.
  return now < eighteenth;
}
