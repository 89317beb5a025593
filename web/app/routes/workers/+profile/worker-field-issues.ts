import type { ParseKeys } from "i18next";
import type { z } from "zod";
import { SERVER_MESSAGES } from "../../../../../domain/errors/app-error";
import { zodFieldErrors } from "../../../../../domain/errors/zod-field-errors";
import { CHILD_IN_CHARGE_MAX } from "../../../../../domain/workers/worker-schemas";
import { issueText, type FieldIssue, type IssueText, type IssueTexts } from "../../../lib/field-issues";

// The worker rules refuse with stable codes (domain/french: "nir_key", "phone_prefix", "iban_checksum"…;
// domain/workers/worker-rules: "email_or_mobile_required"). This says each one in the
// words of the worker form, whether the browser's check or /v1's 422 / 409 found it; anything else
// falls back to the shared texts of lib/field-issues.

const KEY_BY_CODE: Record<string, ParseKeys> = {
  nir_pattern: "workers.profile.fieldErrors.nirPattern",
  nir_key: "workers.profile.fieldErrors.nirKey",
  email_or_mobile_required: "workers.profile.fieldErrors.emailOrMobileRequired",
  birth_date_format: "workers.profile.fieldErrors.birthDateInvalid",
  birth_date_invalid: "workers.profile.fieldErrors.birthDateInvalid",
  birth_date_too_old: "workers.profile.fieldErrors.birthDateTooOld",
  birth_date_future: "workers.profile.fieldErrors.birthDateFuture",
  birth_department_format: "workers.profile.fieldErrors.birthDepartmentFormat",
  phone_format: "workers.profile.fieldErrors.phoneFormat",
  phone_prefix: "workers.profile.fieldErrors.phonePrefix",
  phone_not_mobile: "workers.profile.fieldErrors.phoneNotMobile",
  postal_code_format: "workers.profile.fieldErrors.postalCodeFormat",
  postal_code_range: "workers.profile.fieldErrors.postalCodeFormat",
  name_is_number: "workers.profile.fieldErrors.nameIsNumber",
  name_has_digit: "workers.profile.fieldErrors.nameHasDigit",
  name_has_no_letter: "workers.profile.fieldErrors.nameHasNoLetter",
  favorite_job_is_number: "workers.profile.fieldErrors.favoriteJobIsNumber",
  favorite_job_duplicate: "workers.profile.fieldErrors.favoriteJobDuplicate",
  iban_format: "workers.profile.fieldErrors.ibanFormat",
  iban_country: "workers.profile.fieldErrors.ibanCountry",
  iban_length: "workers.profile.fieldErrors.ibanLength",
  iban_checksum: "workers.profile.fieldErrors.ibanChecksum",
  iban_bban: "workers.profile.fieldErrors.ibanBban",
  bic_format: "workers.profile.fieldErrors.bicFormat",
  bic_country: "workers.profile.fieldErrors.bicCountry",
  // Spec 000 §8: the server's texts for an e-mail, mobile or external reference already taken.
  [SERVER_MESSAGES.workerContactTaken]: "errors.workerContactTaken",
  [SERVER_MESSAGES.externalRefTaken]: "errors.externalRefTaken",
};

/** The sentence for one refusal of the worker form. */
export function workerIssueText(issue: FieldIssue): IssueText {
  const byCode = KEY_BY_CODE[issue.message];
  if (byCode) return { key: byCode };
  if (issue.field === "child_in_charge") return { key: "workers.profile.fieldErrors.childInCharge", values: { max: CHILD_IN_CHARGE_MAX } };
  // Every worker text has a 2-character minimum (spec 000 §5): saying so beats "too short".
  if (issue.reason === "too_short" && issue.field !== "favorite_jobs") return { key: "workers.profile.fieldErrors.tooShort" };
  return issueText(issue);
}

/** The first refusal of each field ("favorite_jobs.1" is the second job's input). */
export function workerIssueTexts(issues: readonly FieldIssue[]): IssueTexts {
  const texts: IssueTexts = {};
  for (const issue of issues) texts[issue.field] ??= workerIssueText(issue);
  return texts;
}

/**
 * The refusals of the browser's (or the action's) zod check. A field the input lacks reads "required"
 * whatever the rule; a cross-field rule (e-mail or mobile) keeps its own message.
 */
export function workerIssueTextsFromZod(error: z.ZodError, input: Record<string, unknown>): IssueTexts {
  return workerIssueTexts(
    zodFieldErrors(error).map((issue) =>
      issue.reason !== "custom" && !issue.field.includes(".") && input[issue.field] === undefined
        ? { ...issue, reason: "required", message: "required" }
        : issue,
    ),
  );
}
