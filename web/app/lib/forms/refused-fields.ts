import type { FieldMessages, RefusalMessage } from "./refusal";

// What useRefusableForm tells Conform is refused, each time Conform checks the form (a field left, a
// field corrected, a submit): pure, so a Node test pins it.

/**
 * A refusal of the action (or of /v1) held under its field while the field keeps the value refused,
 * until the next submit (which sends the form again: only the server can tell whether it still holds).
 */
export interface HeldRefusal {
  field: string;
  value: string;
  errors: RefusalMessage[];
}

/** A field's value: `favorite_jobs.1` (or `favorite_jobs[1]`) is the second input named `favorite_jobs`. */
function valueAt(formData: FormData, field: string): FormDataEntryValue | null {
  const item = /^([^.[]+)(?:\.|\[)(\d+)\]?$/.exec(field);
  if (!item) return formData.get(field);
  const [, control = field, index = "0"] = item;
  return formData.getAll(control)[Number(index)] ?? null;
}

function isBlank(formData: FormData, field: string): boolean {
  const value = valueAt(formData, field);
  return value === null || (typeof value === "string" && value.trim() === "");
}

/** What a field holds, to tell whether it changed: `favorite_jobs.1` reads its control, `favorite_jobs`. */
export function heldValue(formData: FormData, field: string): string {
  const [control = field] = field.split(/[.[]/);
  return JSON.stringify(formData.getAll(control).map((value) => (typeof value === "string" ? value : "")));
}

/** The refusals of a reply, each with the value its field holds now. */
export function heldRefusalsOf(formData: FormData, error: Record<string, RefusalMessage[] | null | undefined>): HeldRefusal[] {
  return Object.entries(error).flatMap(([field, errors]) =>
    field !== "" && errors && errors.length > 0 ? [{ field, value: heldValue(formData, field), errors }] : [],
  );
}

/**
 * The refused fields: the browser's check, where a field left empty reads "required" only once the form
 * was submitted (tabbing through a form does not cover it in messages); then the held refusals of fields
 * whose value has not changed since, which the browser cannot check (a value already taken).
 */
export function refusedFields(
  formData: FormData,
  checked: FieldMessages,
  { submitted, held = [] }: { submitted: boolean; held?: readonly HeldRefusal[] },
): Record<string, RefusalMessage[]> {
  const error: Record<string, RefusalMessage[]> = {};
  for (const [field, text] of Object.entries(checked)) {
    if (text && (submitted || !isBlank(formData, field))) error[field] = [text];
  }
  for (const refusal of held) {
    if (!error[refusal.field] && heldValue(formData, refusal.field) === refusal.value) error[refusal.field] = refusal.errors;
  }
  return error;
}
