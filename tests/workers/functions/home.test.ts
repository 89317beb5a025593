import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { addDays, parisDayStart, parisToday } from "#domain/dates/paris-day";
import type { Home } from "#domain/home/home-schemas";
import { api, createSpace, signedInUser } from "../factories";
import { readJson } from "../json";
import { registered } from "../statistics-factories";

// GET /v1/home: each figure counts what the list it links to shows, in the caller's space only.

const HOUR = 3_600_000;

async function insert(sql: string, ...values: unknown[]) {
  return (await env.DB.prepare(`${sql} RETURNING id`)
    .bind(...values)
    .first<{ id: number }>())!.id;
}

/** A space with, today in Paris: an order starting today (1 of 2 places taken, a proposal waiting), one tomorrow, one in 10 days; a DPAE in error; an expiring document; a notification. */
async function homeSpace() {
  const space = await createSpace();
  const agent = await signedInUser({ spaceIds: [space.id], permissions: ["orders", "jobs-delegate"] });
  const today = parisToday(new Date());
  const now = Date.now();
  const company = await insert(
    "INSERT INTO companies (space_id, name, trade_name, address, zipcode, city, created_at, updated_at) VALUES (?, 'Acme', 'Acme', '1 rue', '69003', 'Lyon', ?, ?)",
    space.id,
    now,
    now,
  );
  let number = 0;
  const order = (startsAt: number, quantity: number, status = "processing") =>
    insert(
      "INSERT INTO orders (space_id, number, company_id, contract_type, quantity, status, attribution_mode, starts_at, ends_at, created_at, updated_at) VALUES (?, ?, ?, 'temporary_work', ?, ?, 'manual', ?, ?, ?, ?)",
      space.id,
      ++number,
      company,
      quantity,
      status,
      startsAt,
      startsAt + 8 * HOUR,
      now,
      now,
    );
  const todayOrder = await order(parisDayStart(today).getTime() + 8 * HOUR, 2);
  await order(parisDayStart(addDays(today, 1)).getTime() + 8 * HOUR, 3);
  await order(parisDayStart(addDays(today, 10)).getTime() + 8 * HOUR, 4);
  await order(parisDayStart(today).getTime() + 9 * HOUR, 5, "cancelled");
  const [taken, asked] = [
    await registered(space.id, new Date().toISOString(), "staff"),
    await registered(space.id, new Date().toISOString(), "standard"),
  ];
  const placement =
    "INSERT INTO order_workers (space_id, order_id, worker_id, status, proposed_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)";
  await insert(placement, space.id, todayOrder, taken, "accepted", now, now, now);
  await insert(placement, space.id, todayOrder, asked, "waiting", now, now, now);
  await insert(
    "INSERT INTO dpae_declarations (space_id, worker_id, status, contract_nature, hired_at, hire_date, employer_siret, created_at, updated_at) VALUES (?, ?, 'error', 'CDI', ?, ?, '73282932000074', ?, ?)",
    space.id,
    taken,
    now,
    today,
    now,
    now,
  );
  await insert(
    "INSERT INTO documents (space_id, worker_id, type, name, r2_key, content_sha256, mime_type, size_bytes, valid_until, created_at, updated_at) VALUES (?, ?, 'caces', 'CACES', ?, ?, 'application/pdf', 10, ?, ?, ?)",
    space.id,
    asked,
    crypto.randomUUID(),
    crypto.randomUUID(),
    addDays(today, 12),
    now,
    now,
  );
  await insert(
    "INSERT INTO notifications (space_id, type, template, params, created_at) VALUES (?, 3, 'registration_submitted', ?, ?)",
    space.id,
    JSON.stringify({ worker_name: "Inès Moreau", route: "standard", under_18: false }),
    now,
  );
  return { space, agent, today };
}

describe("GET /v1/home", () => {
  it("counts today's and tomorrow's missions, proposals waiting, open places, DPAE in error, expiring documents and unread notifications", async () => {
    const { space, agent } = await homeSpace();
    const response = await api(`/v1/home?space_id=${space.id}`, { token: agent.token });
    expect(response.status).toBe(200);
    expect(await readJson<Home>(response)).toMatchObject({
      space_id: space.id,
      missions_starting: { today: 1, tomorrow: 1 },
      proposals_waiting: 1,
      // Today's order has 1 of 2 places open, tomorrow's 3; the one in 10 days is out of the window.
      open_places_next_7_days: 4,
      dpae_errors: 1,
      workers_with_documents_expiring: 1,
      unread_notifications: 1,
    });
  });

  it("links to lists that count the same: the orders list's home filters", async () => {
    const { space, agent, today } = await homeSpace();
    const count = async (query: string) => {
      const response = await api(`/v1/orders?space_id=${space.id}&state=opened&${query}`, { token: agent.token });
      expect(response.status, query).toBe(200);
      return (await readJson<unknown[]>(response)).length;
    };
    expect(await count(`starts_from=${today}&starts_to=${today}`)).toBe(1);
    expect(await count(`starts_from=${addDays(today, 1)}&starts_to=${addDays(today, 1)}`)).toBe(1);
    expect(await count("proposals=waiting")).toBe(1);
    expect(await count(`places=open&starts_from=${today}&starts_to=${addDays(today, 6)}`)).toBe(2);
    expect((await api(`/v1/orders?space_id=${space.id}&places=full`, { token: agent.token })).status).toBe(422);
  });

  it("leaves out the figures of lists the caller may not open, and another space's figures do not exist", async () => {
    const { space } = await homeSpace();
    const clerk = await signedInUser({ spaceIds: [space.id], permissions: [] });
    const home = await readJson<Home>(await api("/v1/home", { token: clerk.token }));
    expect(home).toMatchObject({
      space_id: null,
      missions_starting: null,
      proposals_waiting: null,
      open_places_next_7_days: null,
      dpae_errors: null,
    });
    expect(home.workers_with_documents_expiring).toBe(1);
    const other = await createSpace();
    expect((await api(`/v1/home?space_id=${other.id}`, { token: clerk.token })).status).toBe(404);
    expect((await api("/v1/home?space_id=abc", { token: clerk.token })).status).toBe(422);
    expect((await api("/v1/home")).status).toBe(401);
  });
});
