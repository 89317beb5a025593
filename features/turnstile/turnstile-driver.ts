/** What a Turnstile check says of a token: passed, refused (a bot, an expired token), or not checked (siteverify unreachable). */
export type TurnstileOutcome = { ok: true } | { ok: false; reason: "refused" | "unavailable" };

/** Checks the token a page's Turnstile widget gave, before anything a public form sends is used. */
export interface TurnstileDriver {
  verify(input: { token: string; remoteIp: string | null; idempotencyKey: string }): Promise<TurnstileOutcome>;
}
