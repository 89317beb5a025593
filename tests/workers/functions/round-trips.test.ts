import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "#functions/src/index";
import { forgetCallers } from "#functions/src/middleware/caller-cache";
import { countingD1 } from "../counting-d1";
import { createSpace, signedInUser } from "../factories";
import { MeAnswerSchema } from "#domain/users/user-schemas";
import { WorkerFileSchema, WorkerSummarySchema } from "#domain/workers/worker-schemas";
import { createWorker } from "../worker-factories";

// the D1 round trips of the hot endpoints, counted (not timed), so a later change cannot
// quietly add one. One for the caller's session and access together, then at most one for the answer.
// On real D1 each round trip crosses the network: this count is most of an endpoint's time.

let token: string;
let spaceId: number;
let workerId: number;

beforeAll(async () => {
  spaceId = (await createSpace({ name: "Intérim Lyon allers-retours" })).id;
  token = (await signedInUser({ spaceIds: [spaceId] })).token;
  for (const [first_name, last_name, maiden_name] of [
    ["Jean", "Dupont", null],
    ["Marie", "Durand", "Dupuis"],
    ["Élodie", "Martin", null],
  ] as const) {
    workerId = (
      await createWorker(token, spaceId, { first_name, last_name, maiden_name, favorite_jobs: ["Cariste"], transportation_means: ["car"] })
    ).id;
  }
});

async function roundTripsOf(path: string, { cold = true } = {}) {
  // Counted cold unless asked: the caller is read afresh, as on a first call (caller-cache.ts).
  if (cold) forgetCallers();
  const { db, trips } = countingD1(env.DB);
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`https://api.test${path}`, { headers: { Authorization: `Bearer ${token}`, "CF-Connecting-IP": "198.51.100.11" } }),
    { ...env, DB: db } as typeof env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return { trips, response };
}

describe("D1 round trips per request", () => {
  it.each([
    ["the caller (session and access together)", 1, "/v1/users/permissions"],
    ["the worker list", 2, "/v1/workers?space_id=SPACE"],
    ["the worker list sorted by first name, on states", 2, "/v1/workers?space_id=SPACE&sort=first_name&state=candidate,employee"],
    ["the name search (one last-name prefix)", 2, "/v1/workers?space_id=SPACE&names=dup"],
    [
      "the name search (first names, several words, several names)",
      2,
      `/v1/workers?space_id=SPACE&names=${encodeURIComponent("jean dup, élo")}`,
    ],
    ["the worker file", 2, "/v1/workers/WORKER"],
    ["the worker file with the caller (the worker's page in one call)", 2, "/v1/workers/WORKER?include=me"],
  ])("%s: %i", async (_what, expected, path) => {
    const { trips } = await roundTripsOf(path.replace("SPACE", String(spaceId)).replace("WORKER", String(workerId)));
    expect(trips.count, trips.log.join("\n")).toBe(expected);
  });
});

describe("the caller read once for a burst of calls (caller-cache.ts)", () => {
  it("a call right after another with the same secret makes no round trip for the caller", async () => {
    await roundTripsOf("/v1/users/permissions");
    const { trips } = await roundTripsOf(`/v1/workers?space_id=${spaceId}`, { cold: false });
    expect(trips.count, trips.log.join("\n")).toBe(1);
  });
});

// The hot answers are not parsed by their schemas on each request (features/workers/worker-file.ts):
// here they are, strictly (no key more, none less).
describe("the hot answers match their schemas", () => {
  it("the worker list, with and without names", async () => {
    for (const query of ["", "&names=dup", "&sort=first_name&state=candidate"]) {
      const { response } = await roundTripsOf(`/v1/workers?space_id=${spaceId}${query}`);
      const rows = (await response.json()) as unknown[];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) WorkerSummarySchema.strict().parse(row);
      expect(response.headers.get("X-Total-Is-Lower-Bound")).toBe("false");
    }
  });

  it("the worker file, and with include=me the caller's /v1/users/me answer beside it", async () => {
    const { response } = await roundTripsOf(`/v1/workers/${workerId}`);
    WorkerFileSchema.strict().parse(await response.json());
    const withMe = await roundTripsOf(`/v1/workers/${workerId}?include=me`);
    const body = WorkerFileSchema.extend({ me: MeAnswerSchema })
      .strict()
      .parse(await withMe.response.json());
    const me = await roundTripsOf("/v1/users/me");
    expect(body.me).toEqual(await me.response.json());
  });
});
