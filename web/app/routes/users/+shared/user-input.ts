import { UserCreateSchema, UserUpdateSchema, type UserCreateInput, type UserUpdateInput } from "#domain/users/user-schemas";
import { fieldMessagesFromZod } from "#web/app/lib/field-messages";
import { formValues } from "#web/app/lib/forms/parse-form";
import type { FieldMessages } from "#web/app/lib/forms/refusal";

// The user form (create, detail, mobile update) read from its FormData and checked with the same
// schemas /v1 uses (CONVENTIONS §2), in the browser for instant feedback and again in the action.

const TEXT_FIELDS = ["email", "first_name", "last_name", "locale"] as const;
/** Required on every save: an emptied field is "required", not "left as it was". */
const REQUIRED_FIELDS = ["email", "first_name", "last_name"] as const;
export const USER_FLAGS = ["is_admin", "api_access", "legacy_v1_admin"] as const;

function listsAndFlags(formData: FormData) {
  const flags: Record<string, boolean> = {};
  for (const flag of USER_FLAGS) flags[flag] = formData.get(flag) === "on";
  return {
    permissions: formData.getAll("permissions").map(String),
    space_ids: formData.getAll("space_ids").map(Number),
    ...flags,
  };
}

function missingRequired(values: Record<string, string>): FieldMessages {
  const errors: FieldMessages = {};
  for (const field of REQUIRED_FIELDS) if (!values[field]) errors[field] = { key: "validation.required" };
  return errors;
}

export function checkUserCreate(formData: FormData): { input: UserCreateInput } | { fieldErrors: FieldMessages } {
  const values = formValues(formData, [...TEXT_FIELDS, "password"]);
  const parsed = UserCreateSchema.safeParse({ ...values, ...listsAndFlags(formData) });
  if (!parsed.success) return { fieldErrors: { ...fieldMessagesFromZod(parsed.error), ...missingRequired(values) } };
  return { input: parsed.data };
}

/**
 * Groups are left out: none can be chosen yet, and a PATCH that does not mention them keeps them.
 * Permissions and spaces the caller does not hold are not in the form (disabled boxes are not
 * submitted): /v1 keeps them as they were (mergeControlled).
 */
export function checkUserUpdate(formData: FormData): { input: UserUpdateInput } | { fieldErrors: FieldMessages } {
  const values = formValues(formData, TEXT_FIELDS);
  const missing = missingRequired(values);
  const parsed = UserUpdateSchema.safeParse({ ...values, ...listsAndFlags(formData) });
  if (!parsed.success) return { fieldErrors: { ...fieldMessagesFromZod(parsed.error), ...missing } };
  if (Object.keys(missing).length > 0) return { fieldErrors: missing };
  return { input: parsed.data };
}
