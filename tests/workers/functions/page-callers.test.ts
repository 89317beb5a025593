import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import worker from "#functions/src/index";
import { PAGE_CALLER_TTL_MS, PAGE_RENDER_HEADER } from "#functions/src/middleware/page-callers";
import { sha256Hex } from "#domain/auth/tokens";
import { forgetCallers } from "#functions/src/middleware/caller-cache";
import { countingD1 } from "../counting-d1";
import { createSpace, signedInUser } from "../factories";
import { createWorker } from "../worker-factories";

// one authentication per page: the calls of one page render (named by the web Worker in
// X-Page-Render) share the first call's authentication for at most PAGE_CALLER_TTL_MS (10 s), the
// stated revocation delay; a new render, or a call without the header, authenticates afresh.

let spaceId: number;
let workerId: number;

beforeAll(async () => {
  spaceId = (await createSpace({ name: "Intérim Lyon rendu" })).id;
  const { token } = await signedInUser({ spaceIds: [spaceId] });
  workerId = (await createWorker(token, spaceId, { first_name: "Jean", last_name: "Rendu" })).id;
});

afterEach(() => vi.useRealTimers());

async function call(token: string, path: string, render?: string) {
  // The render's own sharing, without the isolate's caller cache (caller-cache.test.ts tests that one).
  forgetCallers();
  const { db, trips } = countingD1(env.DB);
  const headers = new Headers({ Authorization: `Bearer ${token}`, "CF-Connecting-IP": "198.51.100.12" });
  if (render) headers.set(PAGE_RENDER_HEADER, render);
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`https://api.test${path}`, { headers }), { ...env, DB: db } as typeof env, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, trips: trips.count };
}

describe("one authentication per page render", () => {
  it("the calls of a render after the first make no round trip for the caller", async () => {
    const { token } = await signedInUser({ spaceIds: [spaceId] });
    const render = crypto.randomUUID();
    expect(await call(token, "/v1/users/me", render)).toEqual({ status: 200, trips: 1 });
    expect(await call(token, `/v1/workers/${workerId}`, render)).toEqual({ status: 200, trips: 1 });
    expect(await call(token, `/v1/workers?space_id=${spaceId}`, render)).toEqual({ status: 200, trips: 1 });
    // Another render, or none: authenticated again.
    expect(await call(token, "/v1/users/me", crypto.randomUUID())).toEqual({ status: 200, trips: 1 });
    expect(await call(token, "/v1/users/me")).toEqual({ status: 200, trips: 1 });
  });

  // A Worker cannot await another request's pending I/O (workerd cancels the waiting request as hung,
  // which the browser suite met on the worker tabs' parallel loaders): only a caller already found is
  // shared, and the web Worker sends a render's first call alone so that the others find it.
  it("calls made at once authenticate each on their own; the render's next calls share what they found", async () => {
    const { token } = await signedInUser({ spaceIds: [spaceId] });
    const render = crypto.randomUUID();
    const answers = await Promise.all([call(token, "/v1/users/me", render), call(token, `/v1/workers/${workerId}`, render)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]!.trips + answers[1]!.trips).toBe(1 + (1 + 1));
    expect(await call(token, `/v1/workers/${workerId}`, render)).toEqual({ status: 200, trips: 1 });
  });

  it(`a signed-out session is refused at once by a new render, and within ${PAGE_CALLER_TTL_MS / 1000} s by the render begun before`, async () => {
    const { token } = await signedInUser({ spaceIds: [spaceId] });
    const render = crypto.randomUUID();
    // The clock stands still until the test moves it: a loaded machine must not carry the render past its delay.
    const started = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(started);
    expect((await call(token, "/v1/users/me", render)).status).toBe(200);
    await env.DB.prepare("UPDATE sessions SET revoked_at = ? WHERE token_hash = ?")
      .bind(Date.now(), await sha256Hex(token))
      .run();
    expect((await call(token, "/v1/users/me", crypto.randomUUID())).status).toBe(401);
    expect((await call(token, "/v1/users/me")).status).toBe(401);
    // The render begun before the sign-out: still open within the delay, shut past it.
    expect((await call(token, "/v1/users/me", render)).status).toBe(200);
    vi.setSystemTime(started + PAGE_CALLER_TTL_MS + 1);
    expect((await call(token, "/v1/users/me", render)).status).toBe(401);
  });

  it("a refusal is not shared: a render whose first call failed asks again", async () => {
    const render = crypto.randomUUID();
    expect((await call("not-a-session", "/v1/users/me", render)).status).toBe(401);
    const { token } = await signedInUser({ spaceIds: [spaceId] });
    expect(await call(token, "/v1/users/me", render)).toEqual({ status: 200, trips: 1 });
  });
});
