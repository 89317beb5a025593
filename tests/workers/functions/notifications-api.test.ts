import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, createSpace, signedInUser } from "../factories";
import { notificationsOf } from "../sms-factories";

const DAY = 86_400_000;

/** A notification to everyone of a space, created `ageMs` ago, with a text stored as written. */
async function notification(spaceId: number, options: { ageMs?: number; userId?: number; title?: string } = {}) {
  const row = await env.DB.prepare(
    "INSERT INTO notifications (space_id, user_id, type, template, params, created_at) VALUES (?, ?, 4, 'stored_text', json_object('title', ?, 'message', 'texte'), ?) RETURNING id",
  )
    .bind(spaceId, options.userId ?? null, options.title ?? "SMS reçu", Date.now() - (options.ageMs ?? 0))
    .first<{ id: number }>();
  return row!.id;
}

/** "YYYY-MM-DD HH:MM:SS" as Paris reads an instant. */
function parisText(at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Paris",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

describe("GET /v1/notifications (spec 000 §7, §9)", () => {
  it("lists the last 30 days, newest first, without the older ones", async () => {
    const space = await createSpace();
    const agent = await signedInUser({ spaceIds: [space.id] });
    const recent = await notification(space.id, { ageMs: 1000 });
    const older = await notification(space.id, { ageMs: 29 * DAY });
    await notification(space.id, { ageMs: 31 * DAY });
    expect((await notificationsOf(agent.token)).map((n) => n.id)).toEqual([recent, older]);
    // An older `from` still stops at 30 days.
    const wide = await api(`/v1/notifications?from=${encodeURIComponent(parisText(new Date(Date.now() - 60 * DAY)))}`, {
      token: agent.token,
    });
    expect(((await wide.json()) as { id: number }[]).map((n) => n.id)).toEqual([recent, older]);
  });

  it("from (a Paris wall time) keeps only what came at or after it", async () => {
    const space = await createSpace();
    const agent = await signedInUser({ spaceIds: [space.id] });
    const fresh = await notification(space.id, { ageMs: 1000 });
    await notification(space.id, { ageMs: 2 * DAY });
    const response = await api(`/v1/notifications?from=${encodeURIComponent(parisText(new Date(Date.now() - DAY)))}`, {
      token: agent.token,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: number; type: number; read: boolean; created_at: string; data: unknown }[];
    expect(body).toEqual([expect.objectContaining({ id: fresh, type: 4, read: false, data: { order_id: null, superworker_id: null } })]);
  });

  it.each(["2026-11-24T10:00:00", "2026-13-01 10:00:00", "yesterday", "2026-11-24 25:00:00"])(
    "refuses from=%j with 422 naming from",
    async (from) => {
      const agent = await signedInUser();
      const response = await api(`/v1/notifications?from=${encodeURIComponent(from)}`, { token: agent.token });
      expect(response.status).toBe(422);
      expect(JSON.stringify(await response.json())).toContain('"field":"query.from"');
    },
  );

  it("requires a signed-in caller", async () => {
    expect((await api("/v1/notifications")).status).toBe(401);
  });
});

describe("walls: a notification goes to its space's users and the owners, never across spaces", () => {
  it("a Lille agent neither sees, nor marks, a Lyon notification", async () => {
    const lyon = await createSpace();
    const lille = await createSpace();
    const lyonAgent = await signedInUser({ spaceIds: [lyon.id] });
    const lilleAgent = await signedInUser({ spaceIds: [lille.id] });
    const owner = await signedInUser({ permissions: ["app-admin"] });
    const id = await notification(lyon.id);
    expect((await notificationsOf(lyonAgent.token)).map((n) => n.id)).toEqual([id]);
    expect((await notificationsOf(owner.token)).map((n) => n.id)).toContain(id);
    expect(await notificationsOf(lilleAgent.token)).toEqual([]);
    expect((await api(`/v1/notifications/${id}`, { method: "PUT", token: lilleAgent.token, json: { read: true } })).status).toBe(404);
    const bulk = await api("/v1/notifications", { method: "PUT", token: lilleAgent.token, json: { [id]: { read: true } } });
    expect(await bulk.json()).toEqual({});
    expect(await env.DB.prepare("SELECT count(*) AS n FROM notification_reads WHERE notification_id = ?").bind(id).first()).toEqual({
      n: 0,
    });
  });

  it("a notification to one user is not shown to their colleagues", async () => {
    const space = await createSpace();
    const alice = await signedInUser({ spaceIds: [space.id] });
    const bob = await signedInUser({ spaceIds: [space.id] });
    const id = await notification(space.id, { userId: alice.id });
    expect((await notificationsOf(alice.token)).map((n) => n.id)).toEqual([id]);
    expect(await notificationsOf(bob.token)).toEqual([]);
  });
});

describe("PUT /v1/notifications/{id} and PUT /v1/notifications: read state per user", () => {
  it("one user reading leaves it unread for the others; unread again works", async () => {
    const space = await createSpace();
    const alice = await signedInUser({ spaceIds: [space.id] });
    const bob = await signedInUser({ spaceIds: [space.id] });
    const id = await notification(space.id);
    const answer = await api(`/v1/notifications/${id}`, { method: "PUT", token: alice.token, json: { read: true } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ id, read: true });
    expect((await notificationsOf(alice.token))[0]!.read).toBe(true);
    expect((await notificationsOf(bob.token))[0]!.read).toBe(false);
    await api(`/v1/notifications/${id}`, { method: "PUT", token: alice.token, json: { read: false } });
    expect((await notificationsOf(alice.token))[0]!.read).toBe(false);
  });

  it("marks up to 100 at once; the answer's keys are the ids updated", async () => {
    const space = await createSpace();
    const other = await createSpace();
    const agent = await signedInUser({ spaceIds: [space.id] });
    const ids = await Promise.all(Array.from({ length: 99 }, () => notification(space.id)));
    const foreign = await notification(other.id);
    const body = Object.fromEntries([...ids, foreign].map((id) => [String(id), { read: true }]));
    const response = await api("/v1/notifications", { method: "PUT", token: agent.token, json: body });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Record<string, { read: boolean }>;
    expect(Object.keys(updated).sort()).toEqual(ids.map(String).sort());
    expect((await notificationsOf(agent.token)).every((n) => n.read)).toBe(true);
  });

  it("refuses 101 ids, a non-id key, an empty map and a body without read (422)", async () => {
    const agent = await signedInUser();
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [String(i + 1), { read: true }]));
    for (const body of [many, { abc: { read: true } }, {}, { "1": {} }, { "1": { read: "yes" } }]) {
      const response = await api("/v1/notifications", { method: "PUT", token: agent.token, json: body });
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(422);
    }
    expect((await api("/v1/notifications/abc", { method: "PUT", token: agent.token, json: { read: true } })).status).toBe(422);
    expect((await api("/v1/notifications/999999", { method: "PUT", token: agent.token, json: { read: true } })).status).toBe(404);
  });
});
