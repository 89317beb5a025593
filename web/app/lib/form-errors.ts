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

/** The stable reason codes of /v1's 422 fields (domain/errors/zod-field-errors.ts) as messages. */
function messageFor(field: string, reason: string): FieldMessage {
  switch (reason) {
    case "required":
      return { key: "validation.required" };
    case "invalid_email":
      return { key: "validation.email" };
    case "too_short":
      return field === "password" ? { key: "validation.passwordTooShort", values: { min: PASSWORD_MIN_LENGTH } } : { key: "validation.tooShort" };
    case "too_long":
      return { key: "validation.tooLong" };
    default:
      return { key: "validation.invalid" };
  }
}

function firstPerField(errors: readonly { field: string; reason: string }[]): FieldMessages {
  const messages: FieldMessages = {};
  for (const { field, reason } of errors) messages[field] ??= messageFor(field, reason);
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
