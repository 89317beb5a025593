import type { z } from "zod";
import { zodFieldErrors } from "../../../domain/errors/zod-field-errors";
import type { ApiFieldError } from "./api-error";
import { fieldMessageKey, type FieldMessageKey } from "./field-messages";

/** A field's error as a translation key, so the browser check and the server's 422 read the same. */
export type FieldMessage = FieldMessageKey;

export type FieldMessages = Partial<Record<string, FieldMessage>>;

function firstPerField(errors: readonly { field: string; reason: string; message?: string }[]): FieldMessages {
  const messages: FieldMessages = {};
  for (const { field, reason, message } of errors) messages[field] ??= fieldMessageKey({ field, reason, message });
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
