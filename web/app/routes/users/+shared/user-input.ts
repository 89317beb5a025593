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

/** The value of a group's box: its space and its id, so a group of a space left unticked is not sent. */
export function groupChoiceValue(group: { space_id: number; id: number }): string {
  return `${group.space_id}:${group.id}`;
}

/**
 * The groups ticked, when the form shows them (`group_ids_field`): each box says "space:group", and a
 * group of a space not ticked is left out, so unticking a space takes the user out of its groups.
 */
function groupIdsOf(formData: FormData, spaceIds: readonly number[]): { group_ids?: number[] } {
  if (!formData.has("group_ids_field")) return {};
  const groupIds = formData
    .getAll("group_ids")
    .map((value) => String(value).split(":").map(Number))
    .filter(([spaceId]) => spaceIds.includes(spaceId!))
    .map(([, groupId]) => groupId!);
  return { group_ids: groupIds };
}

function listsAndFlags(formData: FormData) {
  const flags: Record<string, boolean> = {};
  for (const flag of USER_FLAGS) flags[flag] = formData.get(flag) === "on";
  const spaceIds = formData.getAll("space_ids").map(Number);
  return {
    permissions: formData.getAll("permissions").map(String),
    space_ids: spaceIds,
    ...groupIdsOf(formData, spaceIds),
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
 * Groups are sent only when the form shows them (a PATCH that does not mention them keeps them).
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
