import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, createSpace, signedInUser } from "../factories";
import { createWorker } from "../worker-factories";
import { readJson } from "../json";

// Decision 0010: deleting an availability touches only its own space. Availability ids are global,
// so a Lille agent naming Lyon's availability under their own worker must cancel nothing of Lyon's.

async function followUpStatus(availabilityId: number) {
  const row = await env.DB.prepare("SELECT status FROM scheduled_jobs WHERE idempotency_key = ?")
    .bind(`availability.follow_up:${availabilityId}`)
    .first<{ status: string }>();
  return row?.status;
}

async function availabilityWithFollowUp(token: string, workerId: number) {
  const response = await api(`/v1/workers/${workerId}/availabilities`, {
    method: "POST",
    token,
    json: { status: "awaiting_reply", from: "2034-03-01", to: "2034-03-05", follow_up: true },
  });
  expect(response.status).toBe(201);
  return (await readJson<{ id: number }>(response)).id;
}

describe("deleting an availability across the wall", () => {
  it("a Lille agent deleting Lyon's availability under their own worker gets 404 and Lyon's follow-up stays pending", async () => {
    const lyon = await createSpace({ name: "Intérim Lyon Part-Dieu" });
    const lille = await createSpace({ name: "Intérim Lille Centre" });
    const lyonAgent = await signedInUser({ spaceIds: [lyon.id] });
    const lilleAgent = await signedInUser({ spaceIds: [lille.id] });
    const lyonWorker = await createWorker(lyonAgent.token, lyon.id);
    const lilleWorker = await createWorker(lilleAgent.token, lille.id);
    const theirs = await availabilityWithFollowUp(lyonAgent.token, lyonWorker.id);
    expect(await followUpStatus(theirs)).toBe("pending");

    const response = await api(`/v1/workers/${lilleWorker.id}/availabilities/${theirs}`, { method: "DELETE", token: lilleAgent.token });
    expect(response.status).toBe(404);
    expect(await followUpStatus(theirs)).toBe("pending");
    const lyonList = await readJson<{ id: number }[]>(await api(`/v1/workers/${lyonWorker.id}/availabilities`, { token: lyonAgent.token }));
    expect(lyonList.map((availability) => availability.id)).toEqual([theirs]);
  });

  it("within one space, another worker's availability id cancels nothing either; its own delete cancels its follow-up", async () => {
    const lyon = await createSpace();
    const agent = await signedInUser({ spaceIds: [lyon.id] });
    const first = await createWorker(agent.token, lyon.id);
    const second = await createWorker(agent.token, lyon.id);
    const availability = await availabilityWithFollowUp(agent.token, first.id);

    expect((await api(`/v1/workers/${second.id}/availabilities/${availability}`, { method: "DELETE", token: agent.token })).status).toBe(
      404,
    );
    expect(await followUpStatus(availability)).toBe("pending");

    expect((await api(`/v1/workers/${first.id}/availabilities/${availability}`, { method: "DELETE", token: agent.token })).status).toBe(
      204,
    );
    expect(await followUpStatus(availability)).toBe("cancelled");
    // Deleting it again: vanished, and nothing more is logged.
    expect((await api(`/v1/workers/${first.id}/availabilities/${availability}`, { method: "DELETE", token: agent.token })).status).toBe(
      404,
    );
    const logs = await env.DB.prepare("SELECT count(*) AS n FROM activity_logs WHERE title = 'Availability deleted' AND subject_id = ?")
      .bind(String(first.id))
      .first<{ n: number }>();
    expect(logs?.n).toBe(1);
  });
});
