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

/**
 * POST /v1/users/{id}/api-token: `mobile_app` issues the token to the mobile app, whose calls never see a
 * confidential document (spec 000 §3, §6; decision 0043). Without a body, an integration's token.
 */
export const ApiTokenRequestSchema = z.strictObject({ mobile_app: z.boolean().optional() });
export type ApiTokenRequest = z.infer<typeof ApiTokenRequestSchema>;

export const ApiTokenAnswerSchema = z.object({ api_token: z.string(), mobile_app: z.boolean() });
