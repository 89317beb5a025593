import { z } from "zod";

// Sign-in forms: one schema each, used by the login screen and by /v1 (CONVENTIONS §2).

export const PASSWORD_MIN_LENGTH = 6; // spec 000 §5, §9
export const PASSWORD_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;

export const EmailSchema = z
  .email()
  .max(EMAIL_MAX_LENGTH)
  .transform((email) => email.toLowerCase());
export const PasswordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const LoginSchema = z.strictObject({ email: EmailSchema, password: PasswordSchema });
export type LoginInput = z.infer<typeof LoginSchema>;

export const ForgotPasswordSchema = z.strictObject({ email: EmailSchema });

export const ResetPasswordSchema = z.strictObject({
  token: z.string().min(20).max(200),
  password: PasswordSchema,
});
