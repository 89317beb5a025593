import type { TurnstileDriver } from "./turnstile-driver";
import { TURNSTILE_TEST_KEYS } from "./turnstile-test-keys";

/**
 * Development and tests, where nothing reaches Cloudflare: the page, given Cloudflare's test site key,
 * sends the documented dummy token without loading the widget, and only that token passes.
 */
export function createLocalTurnstileDriver(): TurnstileDriver {
  return {
    async verify({ token }) {
      return token === TURNSTILE_TEST_KEYS.dummyToken ? { ok: true } : { ok: false, reason: "refused" };
    },
  };
}
