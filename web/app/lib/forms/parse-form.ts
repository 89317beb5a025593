import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { $ZodIssue } from "zod/v4/core";
import { zodIssuesFieldErrors } from "#domain/errors/zod-field-errors";
import { fieldMessageOf, type FieldWording } from "#web/app/lib/field-messages";
import type { FieldMessages, RefusalMessage } from "./refusal";

// A form's fields parsed with the schema /v1 applies, by Conform (parseWithZod): in the browser before
// sending, and again in the route action (CONVENTIONS §2). Conform reads the form as a browser sends it
// (an empty text is missing, so it reads "required"); each refusal becomes our message key.

type FormSchema = z.ZodObject;

/** Only the schema's own fields: the domain schemas are strict, and a form also posts its intent or a redirect. */
function schemaFields(formData: FormData, schema: FormSchema): FormData {
  const fields = new FormData();
  for (const name of Object.keys(schema.shape)) for (const value of formData.getAll(name)) fields.append(name, value);
  return fields;
}

/** The submission of a form by a domain schema: `status === "success"` with `value`, or its refused fields. */
export function parseForm<Schema extends FormSchema>(formData: FormData, schema: Schema, wording?: FieldWording) {
  return parseWithZod(schemaFields(formData, schema), {
    schema,
    formatError: (issues: $ZodIssue[]): RefusalMessage[] => zodIssuesFieldErrors(issues).map((refusal) => fieldMessageOf(refusal, wording)),
  });
}

/** The browser's check of useRefusableForm by a domain schema: the first refusal of each field. */
export function schemaCheck(schema: FormSchema, wording?: FieldWording) {
  return (formData: FormData): FieldMessages => {
    const messages: FieldMessages = {};
    const submission = parseForm(formData, schema, wording);
    if (submission.status === "success") return messages;
    for (const [field, errors] of Object.entries(submission.error ?? {})) {
      if (errors?.[0]) messages[field] = errors[0];
    }
    return messages;
  };
}

/**
 * The browser's check of useRefusableForm by an action's own check, where a form asks more than its
 * schema (a password typed twice, the current password only when the e-mail changes): the same function
 * runs in the browser and in the action.
 */
export function checkOf(check: (formData: FormData) => { fieldErrors: FieldMessages } | object) {
  return (formData: FormData): FieldMessages => {
    const checked = check(formData);
    return "fieldErrors" in checked ? checked.fieldErrors : {};
  };
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
