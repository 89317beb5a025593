import type { ParseKeys } from "i18next";
import type { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "#domain/auth/auth-schemas";
import { CONTACT_EXISTS_MESSAGE } from "#domain/companies/contact-schemas";
import { DPAE_MESSAGES } from "#domain/dpae/dpae-checks";
import { SERVER_MESSAGES, type FieldError } from "#domain/errors/app-error";
import { zodFieldErrors } from "#domain/errors/zod-field-errors";
import { CHILD_IN_CHARGE_MAX } from "#domain/workers/worker-schemas";
import type { FieldMessages, RefusalMessage } from "./forms/refusal";

// The one table of what a refused field says, for every form of the web: the browser's zod check and
// /v1's 422/409 refuse with the same `FieldError`s, carrying stable codes (domain/: "siret_checksum",
// "phone_prefix"…) and reasons (domain/errors/zod-field-errors.ts: "required", "too_short"…), and this
// turns them into the translation key shown under the field. A code says which rule failed, so it wins
// over the reason; a field's message is never the server's text itself, only a key it maps to.
// Form-level messages (by HTTP status and catalogued server text) are in lib/error-messages.ts.

/**
 * A form's own wording of some codes, where its screen says a rule differently from the others (and a
 * browser test pins it): checked before the table.
 */
export type FieldWording = Readonly<Record<string, ParseKeys>>;

const KEY_BY_CODE: Record<string, ParseKeys> = {
  // French identifiers and addresses (domain/french).
  siret_format: "companies.fieldErrors.siretFormat",
  siret_checksum: "companies.fieldErrors.siretChecksum",
  siren_format: "companies.fieldErrors.sirenFormat",
  siren_checksum: "companies.fieldErrors.sirenChecksum",
  siret_siren_mismatch: "companies.fieldErrors.siretSirenMismatch",
  vat_code_format: "companies.fieldErrors.vatFormat",
  vat_code_invalid: "companies.fieldErrors.vatInvalid",
  vat_code_siren_mismatch: "companies.fieldErrors.vatSirenMismatch",
  phone_format: "companies.fieldErrors.phoneFormat",
  phone_prefix: "companies.fieldErrors.phonePrefix",
  phone_not_mobile: "workers.profile.fieldErrors.phoneNotMobile",
  postal_code_format: "companies.fieldErrors.postalCodeFormat",
  postal_code_range: "companies.fieldErrors.postalCodeFormat",
  postal_code_unknown: "companies.fieldErrors.postalCodeUnknown",
  zipcode_format: "validation.zipcodeFormat",
  url_format: "validation.subdomainFormat",
  website_format: "companies.fieldErrors.websiteFormat",
  nir_pattern: "workers.profile.fieldErrors.nirPattern",
  nir_key: "workers.profile.fieldErrors.nirKey",
  iban_format: "workers.profile.fieldErrors.ibanFormat",
  iban_country: "workers.profile.fieldErrors.ibanCountry",
  iban_length: "workers.profile.fieldErrors.ibanLength",
  iban_checksum: "workers.profile.fieldErrors.ibanChecksum",
  iban_bban: "workers.profile.fieldErrors.ibanBban",
  bic_format: "workers.profile.fieldErrors.bicFormat",
  bic_country: "workers.profile.fieldErrors.bicCountry",
  // Reference codes of a company.
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
  // Names and people.
  name_is_number: "companies.fieldErrors.nameIsNumber",
  name_has_digit: "companies.fieldErrors.nameHasDigit",
  name_has_no_letter: "companies.fieldErrors.nameHasNoLetter",
  email_or_phone_required: "companies.fieldErrors.emailOrPhoneRequired",
  email_or_mobile_required: "workers.profile.fieldErrors.emailOrMobileRequired",
  birth_date_format: "workers.profile.fieldErrors.birthDateInvalid",
  birth_date_invalid: "workers.profile.fieldErrors.birthDateInvalid",
  birth_date_too_old: "workers.profile.fieldErrors.birthDateTooOld",
  birth_date_future: "workers.profile.fieldErrors.birthDateFuture",
  birth_department_format: "workers.profile.fieldErrors.birthDepartmentFormat",
  favorite_job_is_number: "workers.profile.fieldErrors.favoriteJobIsNumber",
  favorite_job_duplicate: "workers.profile.fieldErrors.favoriteJobDuplicate",
  // Links between rows.
  company_is_itself: "companies.fieldErrors.companyIsItself",
  company_not_in_space: "companies.fieldErrors.companyNotInSpace",
  company_parent_loop: "companies.fieldErrors.companyParentLoop",
  worker_not_in_space: "companies.fieldErrors.workerNotInSpace",
  // Dates and periods.
  date_format: "companies.fieldErrors.dateInvalid",
  date_invalid: "companies.fieldErrors.dateInvalid",
  date_to_before_date_from: "companies.fieldErrors.dateOrder",
  period_format: "workers.tabs.fieldErrors.periodFormat",
  period_out_of_range: "workers.tabs.fieldErrors.periodOutOfRange",
  period_end_before_start: "workers.tabs.fieldErrors.periodEndBeforeStart",
  // A document's validity (domain/documents/document-schemas.ts).
  valid_until_before_valid_from: "workers.tabs.fieldErrors.periodEndBeforeStart",
  follow_up_not_for_contract: "workers.tabs.fieldErrors.followUpNotForContract",
  unknown_question: "workers.tabs.fieldErrors.unknownQuestion",
  // Orders (decision 0027): a period's bounds and their sequence, a row of another space, a worker busy.
  ends_before_start: "orders.fieldErrors.endsBeforeStart",
  periods_not_chronological: "orders.fieldErrors.notChronological",
  not_found: "orders.fieldErrors.notFound",
  not_permitted: "orders.fieldErrors.contractNotAllowed",
  [SERVER_MESSAGES.workerUnavailable]: "orders.fieldErrors.workerUnavailable",
  // Spec 000 §8 under the field /v1 names: the quantity below the workers delegated (an edited order),
  // a replacement in contract on the order's dates; the replacement's other refusals (decision 0029).
  [SERVER_MESSAGES.orderQuantityExceeded]: "errors.orderQuantityExceeded",
  [SERVER_MESSAGES.workerInContract]: "errors.workerInContract",
  same_worker: "orders.fieldErrors.sameWorker",
  already_accepted: "orders.fieldErrors.alreadyAccepted",
  left_the_order: "orders.fieldErrors.leftTheOrder",
  periods_over: "orders.fieldErrors.periodsOver",
  // Job offers (decision 0046): a salary range upside down or without its period; spec 000 §8's refused
  // multiposting credentials, under the password.
  salary_max_below_min: "multiposting.fieldErrors.salaryMaxBelowMin",
  salary_period_required: "multiposting.fieldErrors.salaryPeriodRequired",
  [SERVER_MESSAGES.multipostingCredentialsInvalid]: "errors.multipostingCredentialsInvalid",
  // Spec 000 §8: the server's catalogued texts for a value already taken, matched byte for byte.
  [CONTACT_EXISTS_MESSAGE]: "companies.fieldErrors.contactExists",
  [SERVER_MESSAGES.associationCodeUsed]: "errors.associationCodeUsed",
  [SERVER_MESSAGES.siretTaken]: "companies.fieldErrors.siretTaken",
  [SERVER_MESSAGES.workerContactTaken]: "errors.workerContactTaken",
  [SERVER_MESSAGES.externalRefTaken]: "errors.externalRefTaken",
  [SERVER_MESSAGES.emergencyContactPhoneUsed]: "errors.emergencyContactPhoneUsed",
  // Spec 000 §8, the DPAE list: /v1/dpae refuses with these reasons (domain/dpae/dpae-checks.ts).
  ...Object.fromEntries(Object.keys(DPAE_MESSAGES).map((code) => [code, `dpae.fieldErrors.${code}` as ParseKeys])),
};

const PASSWORD_FIELDS = new Set(["password", "new_password"]);
const ORDER_DECIMAL_FIELDS = new Set(["hourly_rate", "coefficient"]);
const NUMBER_REASONS = new Set(["too_long", "too_small", "too_short", "invalid_type"]);
/** Spec 000 §5: the association code is exactly 6 characters. */
const ASSOCIATION_CODE_LENGTH = 6;

/**
 * The message of one refused field: the rule's own code first, then the reason, told apart by field
 * where it matters; the row holding a taken value comes with it, to link to.
 */
export function fieldMessageOf(refusal: FieldError, wording: FieldWording = {}): RefusalMessage {
  const message = messageKeyOf(refusal, wording);
  return refusal.existing ? { ...message, existing: refusal.existing } : message;
}

function messageKeyOf({ field, reason, message }: FieldError, wording: FieldWording): RefusalMessage {
  const worded = Object.hasOwn(wording, message) ? wording[message] : undefined;
  if (worded) return { key: worded };
  const byCode = Object.hasOwn(KEY_BY_CODE, message)
    ? KEY_BY_CODE[message]
    : Object.hasOwn(KEY_BY_CODE, reason)
      ? KEY_BY_CODE[reason]
      : undefined;
  if (byCode) return { key: byCode };
  // Spec 000 §9: an order's decimals lie between 0 and 1000, its quantity is at least 1 (a number out of range or no number).
  if (ORDER_DECIMAL_FIELDS.has(field) && NUMBER_REASONS.has(reason)) return { key: "orders.fieldErrors.decimalRange" };
  if (field === "quantity" && NUMBER_REASONS.has(reason)) return { key: "orders.fieldErrors.quantity" };
  if (field === "child_in_charge") return { key: "workers.profile.fieldErrors.childInCharge", values: { max: CHILD_IN_CHARGE_MAX } };
  switch (reason) {
    case "required":
      return { key: "validation.required" };
    case "invalid_email":
      return { key: "validation.email" };
    case "invalid_url":
      return { key: "validation.url" };
    case "too_short":
    case "too_long":
      // Spec 000 §5 and §9: the association code is exactly 6 characters, neither more nor less.
      if (field === "association_code") return { key: "validation.exactLength", values: { count: ASSOCIATION_CODE_LENGTH } };
      if (reason === "too_long") return { key: "validation.tooLong" };
      return PASSWORD_FIELDS.has(field)
        ? { key: "validation.passwordTooShort", values: { min: PASSWORD_MIN_LENGTH } }
        : { key: "validation.tooShort" };
    case "invalid_type":
    case "too_small":
    case "too_big":
      return { key: "companies.fieldErrors.integer" };
    case "taken":
      if (field === "association_code") return { key: "validation.associationCodeTaken" };
      if (field === "email") return { key: "validation.emailTaken" };
      return { key: "validation.taken" };
    case "incorrect":
      return { key: "validation.currentPasswordIncorrect" };
    case "not_held":
      return { key: "validation.notHeld" };
    case "last_owner":
      return { key: "validation.lastOwner" };
    case "other_spaces":
      return { key: "validation.otherSpaces" };
    default:
      return { key: "validation.invalid" };
  }
}

export interface FieldMessageOptions {
  /** The form's own wording of some codes. */
  wording?: FieldWording;
  /** A form's own reading of a refusal, where it says one more precisely (the worker form's "too short"). */
  messageOf?(refusal: FieldError): RefusalMessage;
  /** The control a refused field belongs under (an interview answer is refused as `answers.{index}.answer`). */
  fieldOf?(field: string): string;
}

/** The first refusal of each field, as the messages a form shows under them. */
export function fieldMessagesOf(refusals: readonly FieldError[], { wording, messageOf, fieldOf }: FieldMessageOptions = {}): FieldMessages {
  const messages: FieldMessages = {};
  for (const refusal of refusals) {
    messages[fieldOf ? fieldOf(refusal.field) : refusal.field] ??= messageOf ? messageOf(refusal) : fieldMessageOf(refusal, wording);
  }
  return messages;
}

/**
 * The messages of a zod check run in the browser (or in an action). Given the checked `input`, a field
 * it lacks reads "required" whatever the rule (an enum left on its empty choice, say); a rule of its own
 * (mail or phone) keeps its message, since it is about that field being empty.
 */
export function fieldMessagesFromZod(error: z.ZodError, input?: Record<string, unknown>, options: FieldMessageOptions = {}): FieldMessages {
  const refusals = zodFieldErrors(error).map((refusal) =>
    input && refusal.reason !== "custom" && !refusal.field.includes(".") && input[refusal.field] === undefined
      ? { ...refusal, reason: "required", message: "required" }
      : refusal,
  );
  return fieldMessagesOf(refusals, options);
}
