import { AppError } from "#domain/errors/app-error";
import { REGISTRATION_MESSAGES } from "#domain/registrations/registration-schemas";
import { createTurnstileDriver, type TurnstileConfig } from "./turnstile-config";

/**
 * A public form's Turnstile token must pass before anything it asks is done (decisions 0032, 0043): 422
 * on `turnstile_token` when refused (a bot, an expired or reused token), 502 when siteverify cannot be
 * reached. Each paid or revealing step of a public page pays with a solved challenge.
 */
export async function requireHuman(config: TurnstileConfig, input: { token: string; remoteIp: string | null }) {
  const outcome = await createTurnstileDriver(config).verify({ ...input, idempotencyKey: crypto.randomUUID() });
  if (outcome.ok) return;
  if (outcome.reason === "unavailable") throw new AppError("bad_gateway", "Turnstile could not be reached: retry");
  throw new AppError("validation_failed", "Invalid input", {
    fields: [{ field: "turnstile_token", reason: "refused", message: REGISTRATION_MESSAGES.turnstileRefused }],
  });
}
