import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, createSpace, signedInUser } from "../factories";
import { readJson } from "../json";
import { addAvailability, createOrder, orderAgency, orderBody, poolOf, propose } from "../order-factories";
import { insertWorkers } from "../sms-factories";

// GET /v1/orders/{id}/candidates: the ranked shortlist (decision 0049). The client stands in Lyon;
// TWO_PERIODS fall on 7–11 December 2026.

type Candidate = {
  worker_id: number;
  reference: string | null;
  town: string | null;
  main_job: string | null;
  score: number;
  distance_km: number | null;
  available: boolean;
  qualifications: { held: number; required: number };
  past_missions: number;
  reasons: { code: string; points: number; value: number | null }[];
};
type ErrorAnswer = { error: { fields?: { field: string; reason: string }[] } };

const LYON = { latitude: 45.764, longitude: 4.8357 };
const VILLEURBANNE = { latitude: 45.7719, longitude: 4.8902 };
const VIENNE = { latitude: 45.5253, longitude: 4.8742 };
const PARIS = { latitude: 48.8574, longitude: 2.3795 };

async function run(query: string, ...values: unknown[]) {
  await env.DB.prepare(query)
    .bind(...values)
    .run();
}

async function placeWorker(id: number, at: { latitude: number; longitude: number }, town: string, reference: string) {
  await run(
    "UPDATE workers SET latitude = ?, longitude = ?, postal_city = ?, external_ref = ? WHERE id = ?",
    at.latitude,
    at.longitude,
    town,
    reference,
    id,
  );
}

async function favouriteJobs(spaceId: number, workerId: number, ...jobs: string[]) {
  for (const [position, job] of jobs.entries())
    await run(
      "INSERT INTO worker_favorite_jobs (space_id, worker_id, position, job) VALUES (?, ?, ?, ?)",
      spaceId,
      workerId,
      position,
      job,
    );
}

async function qualificationDocument(spaceId: number, workerId: number, name: string, validUntil: string) {
  const key = crypto.randomUUID();
  await run(
    "INSERT INTO documents (space_id, worker_id, type, name, r2_key, content_sha256, mime_type, size_bytes, valid_until, created_at, updated_at) VALUES (?, ?, 'caces', ?, ?, ?, 'application/pdf', 10, ?, ?, ?)",
    spaceId,
    workerId,
    name,
    key,
    key.replaceAll("-", ""),
    validUntil,
    Date.now(),
    Date.now(),
  );
}

/** A Lyon order for a forklift driver who needs a CACES R489, with a past order of the same client. */
async function rankedAgency() {
  const { space, agent, company } = await orderAgency();
  await run("UPDATE companies SET latitude = ?, longitude = ? WHERE id = ?", LYON.latitude, LYON.longitude, company.id);
  const now = Date.now();
  const position = await env.DB.prepare(
    "INSERT INTO positions (space_id, company_id, title, skills, created_at, updated_at) VALUES (?, ?, 'Cariste', '[\"CACES R489\"]', ?, ?) RETURNING id",
  )
    .bind(space.id, company.id, now, now)
    .first<{ id: number }>();
  const order = await createOrder(agent.token, orderBody(space.id, company.id, { position_id: position!.id }));
  const earlier = await createOrder(agent.token, orderBody(space.id, company.id));
  const [best, qualifiedFar, expired, busy, local, stopped] = await poolOf(space.id, 6);
  const [noMobile] = await insertWorkers(space.id, [null]);
  await placeWorker(best!.id, VILLEURBANNE, "Villeurbanne", "INT-001");
  await placeWorker(qualifiedFar!.id, PARIS, "Paris", "INT-002");
  await placeWorker(expired!.id, LYON, "Lyon", "INT-003");
  await placeWorker(busy!.id, LYON, "Lyon", "INT-004");
  await placeWorker(local!.id, VIENNE, "Vienne", "INT-005");
  await placeWorker(stopped!.id, LYON, "Lyon", "INT-006");
  await placeWorker(noMobile!, LYON, "Lyon", "INT-007");
  for (const worker of [best!, qualifiedFar!, expired!, busy!, stopped!]) await favouriteJobs(space.id, worker.id, "Cariste", "Magasinier");
  await favouriteJobs(space.id, noMobile!, "Cariste");
  await favouriteJobs(space.id, local!.id, "Serveur");
  await qualificationDocument(space.id, best!.id, "CACES R489 catégorie 3", "2030-01-01");
  await qualificationDocument(space.id, qualifiedFar!.id, "caces r489 cat. 5", "2030-01-01");
  // Expires before the order's last day: it proves nothing for this mission.
  await qualificationDocument(space.id, expired!.id, "CACES R489", "2026-12-08");
  await addAvailability(busy!.id, space.id, "unavailable", "2026-12-09T00:00:00Z", "2026-12-10T00:00:00Z");
  await run("INSERT INTO sms_suppressions (space_id, phone, reason, created_at) VALUES (?, ?, 'stop', ?)", space.id, stopped!.mobile, now);
  await run(
    "INSERT INTO order_workers (space_id, order_id, worker_id, status, accepted_at, created_at, updated_at) VALUES (?, ?, ?, 'accepted', ?, ?, ?)",
    space.id,
    earlier.id,
    best!.id,
    now,
    now,
    now,
  );
  return {
    space,
    agent,
    order,
    workers: { best: best!.id, qualifiedFar: qualifiedFar!.id, expired: expired!.id, busy: busy!.id, local: local!.id },
  };
}

async function candidates(token: string, orderId: number, query = "") {
  const answer = await api(`/v1/orders/${orderId}/candidates${query}`, { token });
  expect(answer.status).toBe(200);
  return { list: await readJson<Candidate[]>(answer), total: Number(answer.headers.get("X-Total-Count")) };
}

describe("an order's ranked shortlist", () => {
  it("ranks job, qualifications, availability, past missions and distance, with the reasons, and leaves out STOP and no mobile", async () => {
    const { agent, order, workers } = await rankedAgency();
    const { list, total } = await candidates(agent.token, order.id);
    expect(list.map((candidate) => candidate.worker_id)).toEqual([
      workers.best,
      workers.qualifiedFar,
      workers.expired,
      workers.busy,
      workers.local,
    ]);
    expect(total).toBe(5);

    const best = list[0]!;
    expect(best).toMatchObject({ reference: "INT-001", town: "Villeurbanne", main_job: "Cariste", available: true, past_missions: 1 });
    expect(best.qualifications).toEqual({ held: 1, required: 1 });
    expect(best.reasons.map((reason) => reason.code)).toEqual([
      "favourite_job",
      "position_match",
      "qualified",
      "available",
      "past_missions",
      "distance",
    ]);
    expect(best.distance_km).toBeGreaterThan(3);
    expect(best.distance_km).toBeLessThan(6);

    const expired = list.find((candidate) => candidate.worker_id === workers.expired)!;
    expect(expired.reasons.find((reason) => reason.code === "missing_qualifications")).toEqual({
      code: "missing_qualifications",
      points: 0,
      value: 1,
    });
    const busy = list.find((candidate) => candidate.worker_id === workers.busy)!;
    expect(busy.available).toBe(false);
    expect(busy.reasons).toContainEqual({ code: "unavailable", points: 0, value: null });
    const far = list.find((candidate) => candidate.worker_id === workers.qualifiedFar)!;
    expect(far.distance_km).toBeGreaterThan(350);
    expect(far.reasons).toContainEqual({ code: "distance", points: 0, value: far.distance_km });
    // The score is the sum of the reasons' points.
    for (const candidate of list)
      expect(candidate.score).toBeCloseTo(
        candidate.reasons.reduce((sum, reason) => sum + reason.points, 0),
        0,
      );
  });

  it("filters by distance, availability and qualification, and pages", async () => {
    const { agent, order, workers } = await rankedAgency();
    const near = await candidates(agent.token, order.id, "?max_km=50");
    expect(near.list.map((candidate) => candidate.worker_id)).toEqual([workers.best, workers.expired, workers.busy, workers.local]);
    const available = await candidates(agent.token, order.id, "?max_km=50&available=true");
    expect(available.list.map((candidate) => candidate.worker_id)).toEqual([workers.best, workers.expired, workers.local]);
    const qualified = await candidates(agent.token, order.id, "?qualified=true");
    expect(qualified.list.map((candidate) => candidate.worker_id)).toEqual([workers.best, workers.qualifiedFar]);
    const second = await api(`/v1/orders/${order.id}/candidates?per_page=2&page=2`, { token: agent.token });
    expect((await readJson<Candidate[]>(second)).map((candidate) => candidate.worker_id)).toEqual([workers.expired, workers.busy]);
    expect(second.headers.get("X-Total-Count")).toBe("5");
    expect(second.headers.get("Link")).toContain('rel="next"');
  });

  it("leaves out the workers already waiting for an answer on the order", async () => {
    const { agent, order, workers } = await rankedAgency();
    expect((await propose(agent.token, order.id, [workers.best])).status).toBe(202);
    const { list } = await candidates(agent.token, order.id);
    expect(list.map((candidate) => candidate.worker_id)).not.toContain(workers.best);
  });

  it("is walled by space and by the orders permission, and names a malformed filter", async () => {
    const { order } = await rankedAgency();
    const stranger = await signedInUser({ spaceIds: [(await createSpace()).id], permissions: ["orders"] });
    expect((await api(`/v1/orders/${order.id}/candidates`, { token: stranger.token })).status).toBe(404);
    const withoutOrders = await signedInUser({ spaceIds: [order.space_id], permissions: ["jobs-delegate"] });
    expect((await api(`/v1/orders/${order.id}/candidates`, { token: withoutOrders.token })).status).toBe(403);
    const { agent } = await orderAgency();
    const malformed = await api(`/v1/orders/${order.id}/candidates?max_km=far&available=maybe`, { token: agent.token });
    expect(malformed.status).toBe(422);
    const fields = (await readJson<ErrorAnswer>(malformed)).error.fields!.map((field) => field.field);
    expect(fields).toEqual(expect.arrayContaining(["query.max_km", "query.available"]));
  });

  it("is described in the OpenAPI document with its filters", async () => {
    const document = await readJson<{ paths: Record<string, { get?: { parameters: { name: string; in: string }[] } }> }>(
      await api("/v1/openapi.json"),
    );
    const route = document.paths["/v1/orders/{id}/candidates"]?.get;
    expect(route?.parameters.filter((parameter) => parameter.in === "query").map((parameter) => parameter.name)).toEqual([
      "max_km",
      "available",
      "qualified",
      "page",
      "per_page",
    ]);
  });
});
