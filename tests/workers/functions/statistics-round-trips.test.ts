import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "#functions/src/index";
import { forgetCallers } from "#functions/src/middleware/caller-cache";
import { countingD1 } from "../counting-d1";
import { signedInUser } from "../factories";
import { MONTH, statisticsSpace } from "../statistics-factories";

// The D1 round trips of the statistics and the home screen, counted (not timed): the caller, then one
// batch for every figure (decision 0047).

async function roundTripsOf(token: string, path: string) {
  forgetCallers();
  const { db, trips } = countingD1(env.DB);
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`https://api.test${path}`, { headers: { Authorization: `Bearer ${token}`, "CF-Connecting-IP": "198.51.100.12" } }),
    { ...env, DB: db } as typeof env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return trips;
}

describe("D1 round trips of the statistics and the home", () => {
  it("the figures of one space, of every space, and the home: the caller and one batch each", async () => {
    const { space, owner } = await statisticsSpace();
    for (const path of [
      `/v1/statistics?space_id=${space.id}&from=${MONTH.from}&to=${MONTH.to}`,
      `/v1/statistics?from=2031-01-01&to=2031-12-31`,
      `/v1/home?space_id=${space.id}`,
      "/v1/home",
    ]) {
      const trips = await roundTripsOf(owner.token, path);
      expect(trips.count, `${path}\n${trips.log.join("\n")}`).toBe(2);
    }
    const agent = await signedInUser({ spaceIds: [space.id], permissions: ["orders", "jobs-delegate"] });
    expect((await roundTripsOf(agent.token, "/v1/home")).count).toBe(2);
  });
});
