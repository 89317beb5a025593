import type { PublicTimesheet } from "#domain/timesheets/timesheet-approval";

// The worker's page's form (/mes-heures/{code}, decision 0052): one card per day of the placement,
// each field named `<field>.<date>`, read by the action and shown again as typed after a refusal.

/** The fields of one day as the worker typed them, kept to show them again beside a refusal. */
export interface DayFields {
  start: string;
  end: string;
  break_minutes: string;
  absence: string;
  absence_comment: string;
  night_minutes: string;
  meal_allowance: string;
  transport_allowance: string;
}

export const FIELDS = [
  "start",
  "end",
  "break_minutes",
  "absence",
  "absence_comment",
  "night_minutes",
  "meal_allowance",
  "transport_allowance",
] as const;

/** The form's fields are named `<field>.<date>`: the page has one card per day of the placement. */
export const fieldName = (field: (typeof FIELDS)[number], date: string) => `${field}.${date}`;

/** The fields a card shows: what the worker just typed after a refusal, else the week as kept. */
export function shownFields(week: PublicTimesheet, date: string, typed: Record<string, DayFields> | undefined): DayFields {
  const again = typed?.[date];
  if (again) return again;
  const day = week.days.find((entry) => entry.date === date);
  const figure = (value: number | undefined) => (value ? String(value) : "");
  return {
    start: day?.start ?? "",
    end: day?.end ?? "",
    break_minutes: figure(day?.break_minutes),
    absence: day?.absence?.reason ?? "",
    absence_comment: day?.absence?.comment ?? "",
    night_minutes: figure(day?.night_minutes),
    meal_allowance: figure(day?.meal_allowance),
    transport_allowance: figure(day?.transport_allowance),
  };
}
