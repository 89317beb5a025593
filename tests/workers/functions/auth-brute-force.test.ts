import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, createUser, login, randomClientIp, resetTokenFor, signedInUser } from "../factories";

// Decision 0011: sign-in, forgot-password and the account's password checks are
// throttled per client address and per account, with a 429 that says when to come back.

function loginFrom(ip: string, email: string, password: string) {
  return api("/v1/auth/login", { method: "POST", headers: { "CF-Connecting-IP": ip }, json: { email, password } });
}

function retryAfterOf(response: Response) {
  return Number(response.headers.get("Retry-After"));
}

// Dozens of password hashes in a row: generous time, since the suite shares a busy machine.
const MANY_ATTEMPTS_TIMEOUT_MS = 60_000;

/**
 * One more request than a binding allows, `inFlight` at a time, quickly enough to land in one of its
 * windows (a minute on the clock). Should a window end in the middle, a second burst follows.
 */
async function burstUntilRefused(size: number, request: () => Promise<Response>, inFlight = size) {
  const answers: Response[] = [];
  for (let burst = 0; burst < 2 && !answers.some((answer) => answer.status === 429); burst++) {
    for (let sent = 0; sent < size; sent += inFlight) {
      answers.push(...(await Promise.all(Array.from({ length: Math.min(inFlight, size - sent) }, request))));
    }
  }
  return answers;
}

function statusCounts(responses: Response[]) {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.status] = (counts[response.status] ?? 0) + 1;
  return counts;
}

describe("sign-in under parallel guessing", () => {
  it(
    "checks exactly five wrong passwords for an e-mail however many arrive at once; the rest wait with Retry-After",
    async () => {
      const user = await createUser({ password: "the-right-one" });
      const attempts = await Promise.all(Array.from({ length: 12 }, () => loginFrom(randomClientIp(), user.email, "a-wrong-one")));
      expect(statusCounts(attempts)).toEqual({ 401: 5, 429: 7 });
      for (const refused of attempts.filter((response) => response.status === 429)) {
        expect(retryAfterOf(refused)).toBeGreaterThan(14 * 60);
        expect(retryAfterOf(refused)).toBeLessThanOrEqual(15 * 60);
      }
      expect((await loginFrom(randomClientIp(), user.email, "the-right-one")).status).toBe(429);
    },
    MANY_ATTEMPTS_TIMEOUT_MS,
  );

  it(
    "pauses one client address after fifty wrong passwords, whatever the e-mails; other addresses still sign in",
    async () => {
      const ip = randomClientIp();
      const attempts = await Promise.all(
        Array.from({ length: 54 }, (_, index) => loginFrom(ip, `nobody-${index}-${crypto.randomUUID()}@test.interim`, "guess-123")),
      );
      expect(statusCounts(attempts)).toEqual({ 401: 50, 429: 4 });

      const user = await createUser({ password: "mine-123" });
      const fromThere = await loginFrom(ip, user.email, "mine-123");
      expect(fromThere.status).toBe(429);
      expect(retryAfterOf(fromThere)).toBeGreaterThan(14 * 60);
      expect((await loginFrom(randomClientIp(), user.email, "mine-123")).status).toBe(200);
    },
    MANY_ATTEMPTS_TIMEOUT_MS,
  );

  it(
    "counts every sign-in of an account through the rate-limiting binding: twenty a minute, then 429 for at most a minute",
    async () => {
      const user = await createUser({ password: "often-123" });
      // Four at a time: a sixth sign-in in flight would meet the five-attempts count before the binding.
      const answers = await burstUntilRefused(21, () => loginFrom(randomClientIp(), user.email, "often-123"), 4);
      const refused = answers.filter((answer) => answer.status === 429);
      expect(refused.length).toBeGreaterThan(0);
      expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(20);
      expect(retryAfterOf(refused[0]!)).toBeGreaterThan(0);
      expect(retryAfterOf(refused[0]!)).toBeLessThanOrEqual(60);
      expect(await refused[0]!.json()).toMatchObject({ error: { code: "too_many_attempts" } });
    },
    MANY_ATTEMPTS_TIMEOUT_MS,
  );
});

describe("a locked account and its owner", () => {
  it("can still ask for a link and reset the password, and then signs in at once", async () => {
    const user = await createUser({ password: "before-lock" });
    for (let attempt = 0; attempt < 5; attempt++) await loginFrom(randomClientIp(), user.email, "attacker-guess");
    expect((await loginFrom(randomClientIp(), user.email, "before-lock")).status).toBe(429);

    const forgot = await api("/v1/auth/forgot-password", { method: "POST", json: { email: user.email } });
    expect(forgot.status).toBe(202);
    const links = await env.DB.prepare("SELECT count(*) AS n FROM password_reset_tokens WHERE user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(links?.n).toBe(1);

    const reset = await api("/v1/auth/reset-password", {
      method: "POST",
      json: { token: await resetTokenFor(user.id), password: "after-lock" },
    });
    expect(reset.status).toBe(204);
    expect((await loginFrom(randomClientIp(), user.email, "after-lock")).status).toBe(200);
  });
});

describe("POST /v1/auth/forgot-password", () => {
  it("sends an account three links an hour at most, still answering 202 to the fourth request", async () => {
    const user = await createUser();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api("/v1/auth/forgot-password", { method: "POST", headers: { "CF-Connecting-IP": randomClientIp() }, json: { email: user.email } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202]);
    const links = await env.DB.prepare("SELECT count(*) AS n FROM password_reset_tokens WHERE user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(links?.n).toBe(3);
  });

  it(
    "is rate-limited per client address: sixty a minute, then 429 with Retry-After, while other addresses go on",
    async () => {
      const ip = randomClientIp();
      const answers = await burstUntilRefused(61, () =>
        api("/v1/auth/forgot-password", {
          method: "POST",
          headers: { "CF-Connecting-IP": ip },
          json: { email: `someone-${crypto.randomUUID()}@test.interim` },
        }),
      );
      const refused = answers.filter((answer) => answer.status === 429);
      expect(refused.length).toBeGreaterThan(0);
      expect(answers.filter((answer) => answer.status === 202).length).toBeGreaterThanOrEqual(60);
      expect(retryAfterOf(refused[0]!)).toBeGreaterThan(0);
      expect(retryAfterOf(refused[0]!)).toBeLessThanOrEqual(60);
      const elsewhere = await api("/v1/auth/forgot-password", { method: "POST", json: { email: "someone-else@test.interim" } });
      expect(elsewhere.status).toBe(202);
    },
    MANY_ATTEMPTS_TIMEOUT_MS,
  );
});

describe("POST /v1/account/password", () => {
  it(
    "counts wrong current passwords like failed sign-ins: after five, 429 even with the right one",
    async () => {
      const user = await signedInUser({ password: "current-one" });
      const wrong = await Promise.all(
        Array.from({ length: 8 }, () =>
          api("/v1/account/password", {
            method: "POST",
            token: user.token,
            json: { current_password: "guess-it", new_password: "taken-over" },
          }),
        ),
      );
      expect(statusCounts(wrong)).toEqual({ 422: 5, 429: 3 });
      const right = await api("/v1/account/password", {
        method: "POST",
        token: user.token,
        json: { current_password: "current-one", new_password: "taken-over" },
      });
      expect(right.status).toBe(429);
      expect(retryAfterOf(right)).toBeGreaterThan(14 * 60);
      // The session itself is fine: a 429 does not sign its owner out.
      expect((await api("/v1/account", { token: user.token })).status).toBe(200);
    },
    MANY_ATTEMPTS_TIMEOUT_MS,
  );

  it("a right current password clears the earlier wrong ones", async () => {
    const user = await signedInUser({ password: "first-secret" });
    for (let attempt = 0; attempt < 4; attempt++) {
      await api("/v1/account/password", {
        method: "POST",
        token: user.token,
        json: { current_password: "typo", new_password: "second-secret" },
      });
    }
    const changed = await api("/v1/account/password", {
      method: "POST",
      token: user.token,
      json: { current_password: "first-secret", new_password: "second-secret" },
    });
    expect(changed.status).toBe(204);
    for (let attempt = 0; attempt < 4; attempt++) await loginFrom(randomClientIp(), user.email, "another-typo");
    expect(await login(user.email, "second-secret")).toBeTruthy();
  });
});
