import type { SEXES } from "../enums/worker";
import { isCalendarDate } from "../dates/calendar-date";
import { CORSICA_SPLIT_YEAR, nirMatchesIdentity, nirPredatesCorsicaSplit, parseNir } from "../french/nir";

// Rules of the worker profile that look at several fields at once (spec 000 §5, spec 001 §5). The
// create schema applies them to its input; an update applies them to the profile after the merge,
// so a PATCH cannot remove the last contact channel.

export interface WorkerRuleFields {
  email?: string | null;
  mobile_phone_number?: string | null;
  nir?: string | null;
  sex?: (typeof SEXES)[number] | null;
  birth_date?: string | null;
}

export interface WorkerRuleIssue {
  field: "email" | "mobile_phone_number" | "nir";
  /** Stable snake_case code, shown under the field by the web form. */
  message: "email_or_mobile_required";
}

/** An e-mail or a mobile phone is required: both fields are named, either one fixes it. */
export function workerRuleIssues(worker: WorkerRuleFields): WorkerRuleIssue[] {
  if (worker.email || worker.mobile_phone_number) return [];
  return [
    { field: "email", message: "email_or_mobile_required" },
    { field: "mobile_phone_number", message: "email_or_mobile_required" },
  ];
}

/**
 * Whether a valid NIR contradicts the sex and birth date typed beside it (sex digit, year, month), when
 * all three are given. A warning shown by the form, not a refusal (docs/decisions/0006-worker-rules.md):
 * spec 000 §5 checks the NIR's pattern and key only, and the declared identity may be the one at fault.
 */
export function nirContradictsIdentity(worker: WorkerRuleFields): boolean {
  const { nir, sex, birth_date: birthDate } = worker;
  return (
    typeof nir === "string" &&
    (sex === "mister" || sex === "misses") &&
    typeof birthDate === "string" &&
    isCalendarDate(birthDate) &&
    parseNir(nir).ok &&
    !nirMatchesIdentity(nir, { sex, birthDate })
  );
}

/**
 * Whether a valid 2A/2B NIR belongs to someone born before 1976, when Corsica was still "20": judged on
 * the birth date when one is typed, otherwise on the NIR's two-digit year. A warning, never a refusal:
 * validators accept such numbers and the key alone decides validity (DOMAIN.md).
 */
export function nirCorsicaPredatesSplit(worker: Pick<WorkerRuleFields, "nir" | "birth_date">, today: Date): boolean {
  if (typeof worker.nir !== "string") return false;
  const parsed = parseNir(worker.nir);
  if (!parsed.ok || (parsed.departement !== "2A" && parsed.departement !== "2B")) return false;
  const birthDate = worker.birth_date;
  if (typeof birthDate === "string" && isCalendarDate(birthDate)) return Number(birthDate.slice(0, 4)) < CORSICA_SPLIT_YEAR;
  return nirPredatesCorsicaSplit(parsed, today);
}
