// Cloudflare Turnstile on submit, its token sent as `turnstile_token`. Cloudflare's
// test site keys (1x…AA and the like) always give the dummy token, and there is no network to their
// widget locally: with such a key the dummy token is used without loading it. The server decides.

const TEST_SITE_KEY = /^[123]x0{20}A[AB]$/;
export const DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
const SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

interface TurnstileApi {
  render(container: HTMLElement, options: { sitekey: string; callback(token: string): void; "error-callback"(): void }): string;
  reset(widget?: string): void;
}

let script: Promise<TurnstileApi | null> | null = null;

function loadTurnstile(): Promise<TurnstileApi | null> {
  script ??= new Promise((resolve) => {
    const element = document.createElement("script");
    element.src = SCRIPT_URL;
    element.async = true;
    element.nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
    element.addEventListener("load", () => resolve((window as unknown as { turnstile?: TurnstileApi }).turnstile ?? null));
    element.addEventListener("error", () => resolve(null));
    document.head.append(element);
  });
  return script;
}

/** A fresh token for one submission, or null when the check could not run. */
export async function turnstileToken(siteKey: string, container: HTMLElement): Promise<string | null> {
  if (TEST_SITE_KEY.test(siteKey)) return DUMMY_TOKEN;
  const turnstile = await loadTurnstile();
  if (!turnstile) return null;
  container.replaceChildren();
  return new Promise((resolve) => {
    turnstile.render(container, { sitekey: siteKey, callback: resolve, "error-callback": () => resolve(null) });
  });
}
