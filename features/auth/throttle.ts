import { countIpFailuresSince, countLoginFailuresSince, reservePasswordAttempt } from "#db/auth/login-attempts";
import type { Database } from "#db/client";
import { clientAddressKey } from "#domain/auth/client-address";
import { AppError } from "#domain/errors/app-error";
import type { AuthThrottles } from "./auth-context";

// Decision 0011. Two layers: Cloudflare's rate-limiting bindings cap how often a client or an account
// may try at all (cheap, before any database work or password hashing), and counters in D1 pause an
// account, or an address, after repeated wrong passwords, exactly, whatever the number of parallel
// requests.

/** The period of both bindings in functions/wrangler.toml: a refused key is open again within it. */
const RATE_LIMIT_PERIOD_SECONDS = 60;

/** After this many wrong passwords for one e-mail within the window, wait (429 until the oldest ages out). */
export const MAX_FAILURES_PER_EMAIL = 5;
/** The same from one client address, whatever the e-mails tried (an office shares one address: generous). */
export const MAX_FAILURES_PER_IP = 50;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Counts one attempt against a rate-limiting binding; 429 once the key is over its limit. A request
 * without a client address shares one key with the others like it rather than escaping the limit.
 */
export async function rateLimit(binding: RateLimit, key: string) {
  const { success } = await binding.limit({ key });
  if (!success) {
    throw new AppError("too_many_attempts", "Too many attempts", { retryAfterSeconds: RATE_LIMIT_PERIOD_SECONDS });
  }
}

/** Sign-in and forgot-password: the client's address, then the account, each against its binding. */
export async function rateLimitClientAndAccount(
  context: { throttles: AuthThrottles; client: { ip: string | null } },
  action: string,
  account: string,
) {
  await rateLimit(context.throttles.AUTH_IP_RATE_LIMIT, `${action}:ip:${clientAddressKey(context.client.ip)}`);
  await rateLimit(context.throttles.AUTH_ACCOUNT_RATE_LIMIT, `${action}:account:${account}`);
}

/**
 * Counts an attempt at the password of `email` before it is checked, or answers 429 with the time
 * until the pause ends. The attempt stands as a failure until `clearLoginFailures` (a success).
 */
export async function countPasswordAttempt(db: Database, email: string, address: string | null, now: Date) {
  // Failures from one IPv6 /64 are one client's (decision 0043).
  const ip = address === null ? null : clientAddressKey(address);
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const limits = { since, maxPerEmail: MAX_FAILURES_PER_EMAIL, maxPerIp: MAX_FAILURES_PER_IP };
  if (await reservePasswordAttempt(db, { email, ip, at: now }, limits)) return;

  // Open again once the oldest failure of the window ages out of it, for each limit reached.
  const reopenings = [];
  const byEmail = await countLoginFailuresSince(db, email, since);
  if (byEmail.count >= MAX_FAILURES_PER_EMAIL) reopenings.push(byEmail.oldest);
  if (ip !== null) {
    const byIp = await countIpFailuresSince(db, ip, since);
    if (byIp.count >= MAX_FAILURES_PER_IP) reopenings.push(byIp.oldest);
  }
  const reopensAt = Math.max(...reopenings.map((oldest) => (oldest?.getTime() ?? now.getTime()) + FAILURE_WINDOW_MS), now.getTime());
  throw new AppError("too_many_attempts", "Too many failed attempts", {
    retryAfterSeconds: Math.max(1, Math.ceil((reopensAt - now.getTime()) / 1000)),
  });
}
