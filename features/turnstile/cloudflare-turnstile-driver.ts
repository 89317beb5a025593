import { z } from "zod";
import type { TurnstileDriver, TurnstileOutcome } from "./turnstile-driver";

// Cloudflare Turnstile's siteverify, server to server, before anything a public form sends is written.
// The verify URL comes from the configuration, so a test points it at a fake server on loopback.

const SiteverifyAnswerSchema = z.object({ success: z.boolean(), "error-codes": z.array(z.string()).optional() });

export async function verifyTurnstile(
  settings: { secretKey: string; verifyUrl: string },
  input: { token: string; remoteIp: string | null; idempotencyKey: string },
): Promise<TurnstileOutcome> {
  const form = new FormData();
  form.set("secret", settings.secretKey);
  form.set("response", input.token);
  if (input.remoteIp) form.set("remoteip", input.remoteIp);
  form.set("idempotency_key", input.idempotencyKey);
  let answer: Response;
  try {
    answer = await fetch(settings.verifyUrl, { method: "POST", body: form, signal: AbortSignal.timeout(10_000) });
  } catch {
    return { ok: false, reason: "unavailable" };
  }
  if (!answer.ok) return { ok: false, reason: "unavailable" };
  const parsed = SiteverifyAnswerSchema.safeParse(await answer.json().catch(() => null));
  if (!parsed.success) return { ok: false, reason: "unavailable" };
  return parsed.data.success ? { ok: true } : { ok: false, reason: "refused" };
}

export function createCloudflareTurnstileDriver(settings: { secretKey: string; verifyUrl: string }): TurnstileDriver {
  return { verify: (input) => verifyTurnstile(settings, input) };
}
