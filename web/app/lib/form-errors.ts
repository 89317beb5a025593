import type { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "../../../domain/auth/auth-schemas";
import { zodFieldErrors } from "../../../domain/errors/zod-field-errors";
import type fr from "../i18n/locales/fr";
import type { ApiFieldError } from "./api-error";

export type ValidationKey = `validation.${keyof typeof fr.validation}`;

/** A field's error as a translation key, so the browser check and the server's 422 read the same. */
export interface FieldMessage {
  key: ValidationKey;
  values?: Record<string, string | number>;
}

export type FieldMessages = Partial<Record<string, FieldMessage>>;

/**
 * The stable message codes the domain's French rules refuse with (domain/french/schemas.ts, the
 * `*_format` regexes of the space and company schemas): they say which rule failed, so they win
 * over the generic reason ("custom", "invalid_regex").
 */
const KEY_BY_MESSAGE_CODE: Record<string, ValidationKey> = {
  siret_format: "validation.siretFormat",
  siret_checksum: "validation.siretChecksum",
  siren_format: "validation.sirenFormat",
  siren_checksum: "validation.sirenChecksum",
  phone_format: "validation.phoneFormat",
  phone_prefix: "validation.phonePrefix",
  phone_not_mobile: "validation.phoneNotMobile",
  zipcode_format: "validation.zipcodeFormat",
  url_format: "validation.subdomainFormat",
  ape_format: "validation.apeFormat",
  legal_form_format: "validation.legalFormFormat",
  staff_size_band_format: "validation.staffSizeBandFormat",
  activity_section_format: "validation.activitySectionFormat",
  idcc_format: "validation.idccFormat",
};

const PASSWORD_FIELDS = new Set(["password", "new_password"]);
/** Spec 000 §5: the association code is exactly 6 characters. */
const ASSOCIATION_CODE_LENGTH = 6;

/** The stable reason codes of /v1's 422 fields (domain/errors/zod-field-errors.ts) as messages. */
function messageFor(field: string, reason: string, message = ""): FieldMessage {
  const byCode = Object.hasOwn(KEY_BY_MESSAGE_CODE, message) ? KEY_BY_MESSAGE_CODE[message] : undefined;
  if (byCode) return { key: byCode };
  switch (reason) {
    case "required":
      return { key: "validation.required" };
    case "invalid_email":
      return { key: "validation.email" };
    case "invalid_url":
      return { key: "validation.url" };
    case "too_short":
    case "too_long":
      if (field === "association_code") return { key: "validation.exactLength", values: { count: ASSOCIATION_CODE_LENGTH } };
      if (reason === "too_long") return { key: "validation.tooLong" };
      return PASSWORD_FIELDS.has(field)
        ? { key: "validation.passwordTooShort", values: { min: PASSWORD_MIN_LENGTH } }
        : { key: "validation.tooShort" };
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

function firstPerField(errors: readonly { field: string; reason: string; message?: string }[]): FieldMessages {
  const messages: FieldMessages = {};
  for (const { field, reason, message } of errors) messages[field] ??= messageFor(field, reason, message);
  return messages;
}

/** Field messages of a schema that refused a form, checked in the browser or in an action. */
export function fieldMessagesFromZod(error: z.ZodError): FieldMessages {
  return firstPerField(zodFieldErrors(error));
}

/** Field messages of a 422 answer from /v1. */
export function fieldMessagesFromApi(fields: readonly ApiFieldError[]): FieldMessages {
  return firstPerField(fields);
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
