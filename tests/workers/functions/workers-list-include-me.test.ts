import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import worker from "#functions/src/index";
import { MeAnswerSchema } from "#domain/users/user-schemas";
import { WorkerSummarySchema } from "#domain/workers/worker-schemas";
import { forgetCallers } from "#functions/src/middleware/caller-cache";
import { countingD1 } from "../counting-d1";
import { createSpace, signedInUser } from "../factories";
import { createWorker } from "../worker-factories";

// the /workers page in one /v1 call. `GET /v1/workers?include=me` answers the page of workers
// and the caller's /v1/users/me answer together, in the round trips of the list alone (the caller is
// already found), with the same page headers; without a space_id, the caller's only space.

let token: string;
let spaceId: number;

beforeAll(async () => {
  spaceId = (await createSpace({ name: "Intérim Lyon une requête" })).id;
  token = (await signedInUser({ spaceIds: [spaceId] })).token;
  for (const [first_name, last_name] of [
    ["Jean", "Dupont"],
    ["Élodie", "Dupuis"],
    ["Marc", "Martin"],
  ] as const)
    await createWorker(token, spaceId, { first_name, last_name });
});

async function get(path: string) {
  // Counted cold: the caller is read afresh, as on a first call (caller-cache.ts).
  forgetCallers();
  const { db, trips } = countingD1(env.DB);
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`https://api.test${path}`, { headers: { Authorization: `Bearer ${token}`, "CF-Connecting-IP": "198.51.100.12" } }),
    { ...env, DB: db } as typeof env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { trips, response };
}

const ListWithMeSchema = z.strictObject({ workers: z.array(WorkerSummarySchema.strict()), me: MeAnswerSchema });

describe("GET /v1/workers?include=me", () => {
  it("answers the page and the caller, in the list's two round trips, with the list's headers", async () => {
    const alone = await get(`/v1/workers?space_id=${spaceId}&names=dup`);
    const withMe = await get(`/v1/workers?space_id=${spaceId}&names=dup&include=me`);
    expect(withMe.response.status).toBe(200);
    expect(withMe.trips.count, withMe.trips.log.join("\n")).toBe(2);
    const body = ListWithMeSchema.parse(await withMe.response.json());
    expect(body.workers).toEqual(await alone.response.json());
    expect(body.workers.map((row) => row.last_name)).toEqual(["Dupont", "Dupuis"]);
    expect(body.me).toEqual(await (await get("/v1/users/me")).response.json());
    for (const header of ["X-Total-Count", "X-Total-Is-Lower-Bound"])
      expect(withMe.response.headers.get(header)).toBe(alone.response.headers.get(header));
  });

  it("lists the caller's only space when no space_id is given", async () => {
    const { response } = await get("/v1/workers?include=me");
    const body = ListWithMeSchema.parse(await response.json());
    expect(body.workers).toHaveLength(3);
    expect(body.me.space_ids).toEqual([spaceId]);
  });

  it("refuses any other include", async () => {
    expect((await get(`/v1/workers?space_id=${spaceId}&include=everything`)).response.status).toBe(422);
  });
});
