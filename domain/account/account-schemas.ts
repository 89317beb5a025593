import { z } from "zod";
import { EmailSchema, PasswordSchema } from "../auth/auth-schemas";
import { LOCALES, THEMES } from "../enums/preferences";
import { StaffNameSchema } from "../users/user-schemas";

/**
 * My account (spec 000 §2 /account): what a user may change of their own. A new e-mail also needs
 * the current password (decision 0011): /v1 refuses it without.
 */
export const AccountUpdateSchema = z
  .strictObject({
    first_name: StaffNameSchema,
    last_name: StaffNameSchema,
    email: EmailSchema,
    locale: z.enum(LOCALES),
    theme: z.enum(THEMES),
    current_password: z.string().min(1).max(200),
  })
  .partial();

/** Spec §5: password at least 6 characters; the current one is asked first. */
export const PasswordChangeSchema = z.strictObject({
  current_password: z.string().min(1).max(200),
  new_password: PasswordSchema,
});

export const SessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  /** The last request made with it, to the minute (decision 0011: idle sessions end). */
  last_seen_at: z.string(),
  user_agent: z.string().nullable(),
  current: z.boolean(),
});

export const SessionIdParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f]{64}$/) });
