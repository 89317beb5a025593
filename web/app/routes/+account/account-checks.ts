import { z } from "zod";
import { AccountUpdateSchema, PasswordChangeSchema } from "#domain/account/account-schemas";
import { fieldMessagesFromZod } from "#web/app/lib/field-messages";
import { formValues } from "#web/app/lib/forms/parse-form";
import type { FieldMessages, Refusal } from "#web/app/lib/forms/refusal";

// The account screen's two forms, checked the same way in the browser (instant feedback) and by the
// action (a form posted without JavaScript) before /v1 checks them again.

const PROFILE_FIELDS = ["first_name", "last_name", "email"] as const;
/** The e-mail the form was shown with (hidden), to tell whether it changes, and the password a change needs. */
const EMAIL_CHANGE_FIELDS = ["previous_email", "current_password"] as const;
const PASSWORD_FIELDS = ["current_password", "new_password", "confirmation"] as const;

// The form asks for the new password twice; /v1 receives it once (PasswordChangeSchema).
const PasswordFormSchema = PasswordChangeSchema.extend({ confirmation: z.string() });

/**
 * The name and e-mail, all three required (/v1 takes a partial update: the form always sends them all).
 * A new e-mail also needs the current password (decision 0011), sent only then.
 */
export function checkProfile(formData: FormData): { input: z.infer<typeof AccountUpdateSchema> } | { fieldErrors: FieldMessages } {
  const values = formValues(formData, PROFILE_FIELDS);
  const { previous_email, current_password } = formValues(formData, EMAIL_CHANGE_FIELDS);
  // Without the previous e-mail the form cannot tell; /v1 does, and answers under the field.
  const changesEmail =
    previous_email === undefined
      ? current_password !== undefined
      : (values.email ?? "").trim().toLowerCase() !== previous_email.trim().toLowerCase();
  const missing: FieldMessages = {};
  for (const field of PROFILE_FIELDS) if (!values[field]) missing[field] = { key: "validation.required" };
  if (changesEmail && !current_password) missing.current_password = { key: "validation.required" };
  const parsed = AccountUpdateSchema.safeParse(changesEmail ? { ...values, current_password } : values);
  if (!parsed.success) return { fieldErrors: { ...fieldMessagesFromZod(parsed.error), ...missing } };
  if (Object.keys(missing).length > 0) return { fieldErrors: missing };
  return { input: parsed.data };
}

export function checkPassword(formData: FormData): { input: z.infer<typeof PasswordChangeSchema> } | { fieldErrors: FieldMessages } {
  const values = formValues(formData, PASSWORD_FIELDS);
  const parsed = PasswordFormSchema.safeParse({ confirmation: "", ...values });
  if (!parsed.success) return { fieldErrors: fieldMessagesFromZod(parsed.error) };
  if (parsed.data.new_password !== parsed.data.confirmation)
    return { fieldErrors: { confirmation: { key: "validation.passwordsDiffer" } } };
  return { input: { current_password: parsed.data.current_password, new_password: parsed.data.new_password } };
}

/** The action's answer to one of the forms, as its section shows it. */
export type AccountFormResult = { ok: true } | Refusal;
