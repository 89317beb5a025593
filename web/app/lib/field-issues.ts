import type { ParseKeys } from "i18next";
import type { z } from "zod";
import { zodFieldErrors } from "#domain/errors/zod-field-errors";
import type { ApiFieldError } from "./api-error";
import { fieldMessageKey, type FieldWording } from "./field-messages";

// A refused field says why with a stable code (domain/: "siret_checksum", "email_or_phone_required"…),
// whether the browser's zod check or /v1's 422/409 refused it. The sentence under the field comes
// from the one table of lib/field-messages.ts, so both read the same.

export interface FieldIssue {
  field: string;
  reason: string;
  message: string;
  /** The row already holding a unique value (a company's SIRET), to link to. */
  existing?: { id: number; name: string };
}

export interface IssueText {
  key: ParseKeys;
  values?: Record<string, string | number>;
}

/** Field name → its first refusal, as a translation key. */
export type IssueTexts = Partial<Record<string, IssueText>>;

/** The sentence for one refusal (lib/field-messages.ts, the one table of every form). */
export function issueText(issue: FieldIssue, wording?: FieldWording): IssueText {
  return fieldMessageKey(issue, wording);
}

/** The first refusal of each field. */
export function issueTexts(issues: readonly FieldIssue[], wording?: FieldWording): IssueTexts {
  const texts: IssueTexts = {};
  for (const issue of issues) texts[issue.field] ??= issueText(issue, wording);
  return texts;
}

/**
 * The refusals of a zod check run in the browser (or in an action). Given the checked `input`, a field
 * it lacks reads "required" whatever the rule (an enum left on its empty choice, say).
 */
export function issueTextsFromZod(error: z.ZodError, input?: Record<string, unknown>, wording?: FieldWording): IssueTexts {
  const issues = zodFieldErrors(error).map((issue) =>
    // A rule of its own (mail or phone, say) keeps its message: it is about that field being empty.
    input && issue.reason !== "custom" && !issue.field.includes(".") && input[issue.field] === undefined
      ? { ...issue, reason: "required", message: "required" }
      : issue,
  );
  return issueTexts(issues, wording);
}

/** The refusals of a /v1 answer (422 fields, or the fields a 409 names). */
export function issueTextsFromApi(fields: readonly ApiFieldError[], wording?: FieldWording): IssueTexts {
  return issueTexts(fields, wording);
}

/**
 * A form's text values, with empty fields left out: an empty e-mail is "required", not "invalid
 * e-mail", and strict schemas never see an unexpected key.
 */
export function formValues(formData: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = formData.get(name);
    if (typeof value === "string" && value !== "") values[name] = value;
  }
  return values;
}
