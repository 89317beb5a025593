import type { FieldError } from "#domain/errors/app-error";
import { zodFieldErrors } from "#domain/errors/zod-field-errors";
import type { TimesheetDay } from "#domain/timesheets/timesheet-day";
import { timesheetIssues } from "#domain/timesheets/timesheet-rules";
import { TimesheetDaySchema, TimesheetDaysBodySchema, type Timesheet } from "#domain/timesheets/timesheet-schemas";
import { fieldMessageOf } from "#web/app/lib/field-messages";
import type { FieldMessages, RefusalMessage } from "#web/app/lib/forms/refusal";

// The week editor's form (decision 0053): one set of fields per day of the placement, named by their
// date ("start_2026-12-31"), read into the days PUT /v1/timesheets/{id} takes and checked by the same
// domain schema and rules, in the browser and in the action. A refusal, the browser's or /v1's
// ("days.3.start"), is shown under the field of the day it names, or on the day's card.

export const DAY_KEYS = [
  "start",
  "end",
  "break_minutes",
  "absence",
  "absence_comment",
  "night_minutes",
  "meal_allowance",
  "transport_allowance",
] as const;
export type DayKey = (typeof DAY_KEYS)[number];

/** The form field of a day's value. */
export function fieldName(key: DayKey, date: string): string {
  return `${key}_${date}`;
}

/** Where a refusal of the whole day shows (over 10 hours, past the week's 48). */
export function dayFieldName(date: string): string {
  return `day_${date}`;
}

/** The hidden field listing the editable days, so the action reads the same fields the form shows. */
export const DATES_FIELD = "dates";

const NUMBER_KEYS = new Set<DayKey>(["break_minutes", "night_minutes", "meal_allowance", "transport_allowance"]);

function text(formData: FormData, key: DayKey, date: string): string {
  const value = formData.get(fieldName(key, date));
  return typeof value === "string" ? value.trim() : "";
}

/** The days the form holds, as /v1 takes them (unchecked): a day with nothing filled in is a day off, left out. */
export function rawDaysOfForm(formData: FormData, dates: readonly string[]): Record<string, unknown>[] {
  const days: Record<string, unknown>[] = [];
  for (const date of dates) {
    const day: Record<string, unknown> = { date };
    let filled = false;
    for (const key of ["start", "end"] as const) {
      const value = text(formData, key, date);
      if (value) {
        day[key] = value;
        filled = true;
      }
    }
    for (const key of NUMBER_KEYS) {
      const value = text(formData, key, date).replace(",", ".");
      if (value === "") continue;
      const number = Number(value);
      // Not a number: sent as typed, for the schema to refuse under its field.
      day[key] = Number.isFinite(number) ? number : value;
      if (number !== 0) filled = true;
    }
    const reason = text(formData, "absence", date);
    if (reason) {
      day.absence = { reason, comment: text(formData, "absence_comment", date) || null };
      filled = true;
    }
    if (filled) days.push(day);
  }
  return days;
}

/** The editable days the form posted (the action's list). */
export function datesOfForm(formData: FormData): string[] {
  return String(formData.get(DATES_FIELD) ?? "")
    .split(",")
    .filter((date) => /^\d{4}-\d{2}-\d{2}$/.test(date));
}

/** The rules whose refusal names a day, said by the editor with the day's date. */
const RULE_REASONS = new Set([
  "day_outside_timesheet",
  "day_outside_placement",
  "day_twice",
  "required",
  "absence_with_hours",
  "break_too_long",
  "night_over_worked",
  "daily_maximum",
  "weekly_maximum",
  "day_overlap",
  "daily_rest",
]);

/** The form field a refusal of `days.{index}[.key]` shows under. */
export function formFieldOf(field: string, days: readonly { date?: unknown }[]): string {
  const match = /^days\.(\d+)(?:\.(\w+))?/.exec(field);
  const date = match ? days[Number(match[1])]?.date : undefined;
  if (typeof date !== "string") return "";
  const key = match?.[2] === "date" ? undefined : (match?.[2] as DayKey | undefined);
  if (!key) return dayFieldName(date);
  return (DAY_KEYS as readonly string[]).includes(key) ? fieldName(key, date) : dayFieldName(date);
}

/** A refusal's message: the rule's own sentence with its day, else the form's table (a malformed time). */
export function refusalMessageOf(refusal: FieldError, days: readonly { date?: unknown }[]): RefusalMessage {
  const index = Number(/^days\.(\d+)/.exec(refusal.field)?.[1]);
  const date = days[index]?.date;
  if (RULE_REASONS.has(refusal.reason) && typeof date === "string") {
    return { key: `timesheets.editor.refusals.${refusal.reason}` as RefusalMessage["key"], values: { date } };
  }
  return fieldMessageOf(refusal);
}

function messagesOf(refusals: readonly FieldError[], days: readonly { date?: unknown }[]): FieldMessages {
  const messages: FieldMessages = {};
  for (const refusal of refusals) messages[formFieldOf(refusal.field, days)] ??= refusalMessageOf(refusal, days);
  return messages;
}

export interface WeekCheck {
  /** The days, when the schema accepts them. */
  days?: TimesheetDay[];
  fields: FieldMessages;
}

/**
 * The days of the form by /v1's schema and, with the timesheet's bounds, by the domain rules (the
 * sibling part's are /v1's, which reads it).
 */
export function checkWeek(formData: FormData, sheet?: Pick<Timesheet, "starts_on" | "ends_on" | "calendar">): WeekCheck {
  const raw = rawDaysOfForm(formData, datesOfForm(formData));
  const parsed = TimesheetDaysBodySchema.safeParse({ days: raw });
  if (!parsed.success) return { fields: messagesOf(zodFieldErrors(parsed.error), raw) };
  const days = parsed.data.days.map((day) => ({ ...day, absence: day.absence ?? null }));
  if (!sheet) return { days, fields: {} };
  const placementDays = new Set(sheet.calendar.filter((day) => day.in_placement).map((day) => day.date));
  const issues = timesheetIssues(days, { starts_on: sheet.starts_on, ends_on: sheet.ends_on, coversDay: (day) => placementDays.has(day) });
  return { days, fields: messagesOf(issues, raw) };
}

/** The days the totals can count while the form is being typed: each day the schema accepts. */
export function countableDays(formData: FormData): TimesheetDay[] {
  return rawDaysOfForm(formData, datesOfForm(formData)).flatMap((raw) => {
    const day = TimesheetDaySchema.safeParse(raw);
    return day.success ? [{ ...day.data, absence: day.data.absence ?? null }] : [];
  });
}
