import { DEFAULT_TIME_ZONE } from "#domain/format/format-date-time";

// A competence-check form as /v1 takes it (spec 000 §3 Competence check). Required fields are left out
// when empty (they then read "required"); optional ones are null, which clears them on an update.

const REQUIRED = ["qualification", "contract_type", "called_on"] as const;
const OPTIONAL = ["date_from", "date_to", "company_phone", "exchange", "summary"] as const;

export function competenceCheckInputFromForm(formData: FormData): Record<string, unknown> {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const input: Record<string, unknown> = {};
  const companyId = Number(text("company_id"));
  if (Number.isInteger(companyId) && companyId > 0) input.company_id = companyId;
  const workerId = Number(text("worker_id"));
  if (Number.isInteger(workerId) && workerId > 0) input.worker_id = workerId;
  for (const name of REQUIRED) {
    const value = text(name);
    if (value !== "") input[name] = value;
  }
  for (const name of OPTIONAL) input[name] = text(name) || null;
  input.take_back = formData.get("take_back") === "on";
  input.prospect = formData.get("prospect") === "on";
  return input;
}

/** Today as agencies count days (Paris), YYYY-MM-DD: the default date of a call. */
export function todayInParis(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: DEFAULT_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** A YYYY-MM-DD day as a Date that falls on that day in Paris, for formatDate. */
export function dayAsDate(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}
