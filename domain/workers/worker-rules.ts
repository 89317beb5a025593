import type { SEXES } from "../enums/worker";
import { isCalendarDate } from "../french/names";
import { nirMatchesIdentity, parseNir } from "../french/nir";

// Rules of the worker profile that look at several fields at once (spec 000 §5, spec 001 §5). The
// create schema applies them to its input; an update applies them to the profile after the merge,
// so a PATCH cannot remove the last contact channel or make the NIR disagree with the identity.

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
  message: "email_or_mobile_required" | "nir_identity";
}

/**
 * - An e-mail or a mobile phone is required: both fields are named, either one fixes it.
 * - A NIR must agree with the sex and birth date typed beside it (first digit, year, month) when all
 *   three are given: an error, not a warning (docs/decisions/0006-worker-rules.md).
 */
export function workerRuleIssues(worker: WorkerRuleFields, today: Date = new Date()): WorkerRuleIssue[] {
  const issues: WorkerRuleIssue[] = [];
  if (!worker.email && !worker.mobile_phone_number) {
    issues.push({ field: "email", message: "email_or_mobile_required" });
    issues.push({ field: "mobile_phone_number", message: "email_or_mobile_required" });
  }
  const { nir, sex, birth_date: birthDate } = worker;
  if (
    typeof nir === "string" &&
    (sex === "mister" || sex === "misses") &&
    typeof birthDate === "string" &&
    isCalendarDate(birthDate) &&
    parseNir(nir, { today }).ok &&
    !nirMatchesIdentity(nir, { sex, birthDate }, { today })
  ) {
    issues.push({ field: "nir", message: "nir_identity" });
  }
  return issues;
}
