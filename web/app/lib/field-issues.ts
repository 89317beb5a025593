import type { ParseKeys } from "i18next";
import type { z } from "zod";
import { SERVER_MESSAGES } from "../../../domain/errors/app-error";
import { zodFieldErrors } from "../../../domain/errors/zod-field-errors";
import { CONTACT_EXISTS_MESSAGE } from "../../../domain/companies/contact-schemas";
import type { ApiFieldError } from "./api-error";

// A refused field says why with a stable code (domain/: "siret_checksum", "email_or_phone_required"…),
// whether the browser's zod check or /v1's 422/409 refused it. This turns the code into the sentence
// shown under the field, so both read the same. The company area's codes are translated in
// companies.fieldErrors; the generic reasons (required, too long…) in validation.

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

const KEY_BY_CODE: Record<string, ParseKeys> = {
  siret_format: "companies.fieldErrors.siretFormat",
  siret_checksum: "companies.fieldErrors.siretChecksum",
  siren_format: "companies.fieldErrors.sirenFormat",
  siren_checksum: "companies.fieldErrors.sirenChecksum",
  siret_siren_mismatch: "companies.fieldErrors.siretSirenMismatch",
  vat_code_format: "companies.fieldErrors.vatFormat",
  vat_code_invalid: "companies.fieldErrors.vatInvalid",
  vat_code_siren_mismatch: "companies.fieldErrors.vatSirenMismatch",
  postal_code_format: "companies.fieldErrors.postalCodeFormat",
  postal_code_range: "companies.fieldErrors.postalCodeFormat",
  postal_code_unknown: "companies.fieldErrors.postalCodeUnknown",
  ape_format: "companies.fieldErrors.apeFormat",
  ape_code_unknown: "companies.fieldErrors.apeUnknown",
  ape_code_not_in_nomenclature: "companies.fieldErrors.apeNotInNomenclature",
  legal_form_format: "companies.fieldErrors.legalFormUnknown",
  legal_form_unknown: "companies.fieldErrors.legalFormUnknown",
  staff_size_band_format: "companies.fieldErrors.staffBandUnknown",
  staff_size_band_unknown: "companies.fieldErrors.staffBandUnknown",
  activity_section_format: "companies.fieldErrors.sectionUnknown",
  departement_format: "companies.fieldErrors.departementUnknown",
  idcc_format: "companies.fieldErrors.idccFormat",
  website_format: "companies.fieldErrors.websiteFormat",
  phone_format: "companies.fieldErrors.phoneFormat",
  phone_prefix: "companies.fieldErrors.phonePrefix",
  name_is_number: "companies.fieldErrors.nameIsNumber",
  name_has_digit: "companies.fieldErrors.nameHasDigit",
  name_has_no_letter: "companies.fieldErrors.nameHasNoLetter",
  company_is_itself: "companies.fieldErrors.companyIsItself",
  company_not_in_space: "companies.fieldErrors.companyNotInSpace",
  company_parent_loop: "companies.fieldErrors.companyParentLoop",
  email_or_phone_required: "companies.fieldErrors.emailOrPhoneRequired",
  date_format: "companies.fieldErrors.dateInvalid",
  date_invalid: "companies.fieldErrors.dateInvalid",
  date_to_before_date_from: "companies.fieldErrors.dateOrder",
  worker_not_in_space: "companies.fieldErrors.workerNotInSpace",
  [CONTACT_EXISTS_MESSAGE]: "companies.fieldErrors.contactExists",
  [SERVER_MESSAGES.associationCodeUsed]: "errors.associationCodeUsed",
  [SERVER_MESSAGES.siretTaken]: "companies.fieldErrors.siretTaken",
};

/** The sentence for one refusal: the rule's own code first, then the generic reason. */
export function issueText({ field, reason, message }: FieldIssue): IssueText {
  const byCode = KEY_BY_CODE[message] ?? KEY_BY_CODE[reason];
  if (byCode) return { key: byCode };
  // Spec §5 and §9: the association code is exactly 6 characters, neither more nor less.
  if (field === "association_code" && (reason === "too_short" || reason === "too_long")) {
    return { key: "companies.fieldErrors.associationCodeLength" };
  }
  switch (reason) {
    case "required":
      return { key: "validation.required" };
    case "invalid_email":
      return { key: "validation.email" };
    case "too_short":
      return { key: "validation.tooShort" };
    case "too_long":
      return { key: "validation.tooLong" };
    case "invalid_type":
    case "too_small":
    case "too_big":
      return { key: "companies.fieldErrors.integer" };
    default:
      return { key: "validation.invalid" };
  }
}

/** The first refusal of each field. */
export function issueTexts(issues: readonly FieldIssue[]): IssueTexts {
  const texts: IssueTexts = {};
  for (const issue of issues) texts[issue.field] ??= issueText(issue);
  return texts;
}

/**
 * The refusals of a zod check run in the browser (or in an action). Given the checked `input`, a field
 * it lacks reads "required" whatever the rule (an enum left on its empty choice, say).
 */
export function issueTextsFromZod(error: z.ZodError, input?: Record<string, unknown>): IssueTexts {
  const issues = zodFieldErrors(error).map((issue) =>
    // A rule of its own (mail or phone, say) keeps its message: it is about that field being empty.
    input && issue.reason !== "custom" && !issue.field.includes(".") && input[issue.field] === undefined
      ? { ...issue, reason: "required", message: "required" }
      : issue,
  );
  return issueTexts(issues);
}

/** The refusals of a /v1 answer (422 fields, or the fields a 409 names). */
export function issueTextsFromApi(fields: readonly ApiFieldError[]): IssueTexts {
  return issueTexts(fields);
}

/** The name of the control a form event comes from (blur and change bubble up to the form). */
export function fieldNameOf(event: { target: EventTarget }): string {
  const target = event.target;
  if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return target.name;
  return "";
}

/**
 * Whether a blur should check the field now: a field left empty is only called "required" once the
 * form was submitted, so tabbing through a form does not cover it in messages.
 */
export function shouldCheckOnBlur(event: { target: EventTarget }, submitted: boolean): boolean {
  const target = event.target;
  const empty =
    (target instanceof HTMLInputElement && target.type !== "checkbox" && target.value.trim() === "") ||
    ((target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) && target.value.trim() === "");
  return submitted || !empty;
}
