import { z } from "zod";
import { TURNSTILE_TEST_KEYS } from "./turnstile-test-keys";

// Cloudflare Turnstile on registration submit (issue 15 item 7): the token the widget gave the page
// is checked with siteverify, server to server, before anything is written. The verify URL comes from
// the configuration, so a test points it at a fake server on loopback.

export type TurnstileOutcome = { ok: true } | { ok: false; reason: "refused" | "unavailable" };

const SiteverifyAnswerSchema = z.object({ success: z.boolean(), "error-codes": z.array(z.string()).optional() });

/** Cloudflare's test secrets answer the same offline (development has no Internet): 1x… passes the dummy token, 2x… fails. */
function testSecretOutcome(secretKey: string, token: string): TurnstileOutcome | null {
  if (secretKey === TURNSTILE_TEST_KEYS.secretKey)
    return token === TURNSTILE_TEST_KEYS.dummyToken ? { ok: true } : { ok: false, reason: "refused" };
  if (/^[23]x0{33}AA$/.test(secretKey)) return { ok: false, reason: "refused" };
  return null;
}

export async function verifyTurnstile(
  settings: { secretKey: string; verifyUrl: string; offlineTestKeys: boolean },
  input: { token: string; remoteIp: string | null; idempotencyKey: string },
): Promise<TurnstileOutcome> {
  if (settings.offlineTestKeys) {
    const offline = testSecretOutcome(settings.secretKey, input.token);
    if (offline) return offline;
  }
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
