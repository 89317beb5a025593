import { env } from "cloudflare:workers";
import { createSpace, signedInUser } from "./factories";

// A space with a month of facts at known instants (March 2031, far from every other test's rows), for
// the statistics and their exports. Paris changes its clocks on Sunday 30 March 2031 at 01:00 UTC.

export const MONTH = { from: "2031-03-01", to: "2031-03-31" };

let sequence = 0;
const at = (iso: string) => Date.parse(iso);

async function insert(sql: string, ...values: unknown[]) {
  const row = await env.DB.prepare(`${sql} RETURNING id`)
    .bind(...values)
    .first<{ id: number }>();
  return row!.id;
}

/** A worker of the space who came at `createdAt` by `route`. */
export async function registered(spaceId: number, createdAt: string, route: string, name = "Martin") {
  sequence++;
  return insert(
    `INSERT INTO workers (space_id, first_name, last_name, email, state, registration_route, created_at, updated_at) VALUES (?, 'Léa', ?, ?, 'web', ?, ?, ?)`,
    spaceId,
    name,
    `stats-${sequence}-${crypto.randomUUID().slice(0, 8)}@exemple.fr`,
    route,
    at(createdAt),
    at(createdAt),
  );
}

/**
 * The month's facts in a new space:
 * - 4 workers: standard on 2 March 00:30 Paris (1 March 23:30 UTC), express and staff on 10 March,
 *   kiosk on 31 March 00:30 Paris (30 March 22:30 UTC, summer time), and one in February (outside);
 * - 2 orders taken on 5 March 09:00 UTC (3 places, 2 accepted 10 and 30 hours later) and on 20 March
 *   (2 places, none filled);
 * - 3 SMS sent and 1 reply; 2 DPAE deposited, one accepted and one in error.
 */
export async function statisticsSpace() {
  const space = await createSpace();
  const owner = await signedInUser({ permissions: ["app-admin"] });
  await registered(space.id, "2031-03-01T23:30:00Z", "standard", '=HYPERLINK("http://x")');
  await registered(space.id, "2031-03-10T10:00:00Z", "express");
  await registered(space.id, "2031-03-10T11:00:00Z", "staff");
  const kiosk = await registered(space.id, "2031-03-30T22:30:00Z", "kiosk");
  await registered(space.id, "2031-02-28T22:30:00Z", "standard");

  const company = await insert(
    "INSERT INTO companies (space_id, name, trade_name, address, zipcode, city, created_at, updated_at) VALUES (?, 'Acme; Logistique', 'Acme', '1 rue', '69003', 'Lyon', ?, ?)",
    space.id,
    Date.now(),
    Date.now(),
  );
  const order = (number: number, createdAt: string, quantity: number) =>
    insert(
      "INSERT INTO orders (space_id, number, company_id, contract_type, quantity, status, attribution_mode, starts_at, ends_at, created_at, updated_at) VALUES (?, ?, ?, 'temporary_work', ?, 'processing', 'automatic', ?, ?, ?, ?)",
      space.id,
      number,
      company,
      quantity,
      at(createdAt) + 86_400_000,
      at(createdAt) + 5 * 86_400_000,
      at(createdAt),
      at(createdAt),
    );
  const first = await order(1, "2031-03-05T09:00:00Z", 3);
  await order(2, "2031-03-20T09:00:00Z", 2);
  const workers = [
    await registered(space.id, "2031-01-05T10:00:00Z", "staff"),
    await registered(space.id, "2031-01-06T10:00:00Z", "staff"),
  ];
  for (const [index, hours] of [10, 30].entries()) {
    const acceptedAt = at("2031-03-05T09:00:00Z") + hours * 3_600_000;
    await insert(
      "INSERT INTO order_workers (space_id, order_id, worker_id, status, proposed_at, reply, replied_at, accepted_at, created_at, updated_at) VALUES (?, ?, ?, 'accepted', ?, 'yes', ?, ?, ?, ?)",
      space.id,
      first,
      workers[index],
      acceptedAt - 60_000,
      acceptedAt,
      acceptedAt,
      acceptedAt,
      acceptedAt,
    );
  }
  const sms = (direction: string, status: string, createdAt: string, sentAt: string | null) =>
    insert(
      "INSERT INTO sms_messages (space_id, direction, status, to_phone, body, segments, encoding, sent_at, idempotency_key, created_at, updated_at) VALUES (?, ?, ?, '+33612345678', 'Bonjour', 1, 'gsm7', ?, ?, ?, ?)",
      space.id,
      direction,
      status,
      sentAt === null ? null : at(sentAt),
      crypto.randomUUID(),
      at(createdAt),
      at(createdAt),
    );
  await sms("outbound", "sent", "2031-03-05T10:00:00Z", "2031-03-05T10:00:05Z");
  await sms("outbound", "delivered", "2031-03-05T10:00:00Z", "2031-03-05T10:00:06Z");
  await sms("outbound", "sent", "2031-03-06T10:00:00Z", "2031-03-06T10:00:05Z");
  await sms("outbound", "failed", "2031-03-06T10:00:00Z", null);
  await sms("inbound", "delivered", "2031-03-06T11:00:00Z", null);
  const dpae = (workerId: number, status: string, sentAt: string, completedAt: string, error: string | null) =>
    insert(
      "INSERT INTO dpae_declarations (space_id, worker_id, order_id, status, contract_nature, hired_at, hire_date, employer_siret, contract_end_date, sent_at, completed_at, error_message, created_at, updated_at) VALUES (?, ?, ?, ?, 'CTT', ?, '2031-03-06', '73282932000074', '2031-03-10', ?, ?, ?, ?, ?)",
      space.id,
      workerId,
      first,
      status,
      at("2031-03-06T07:00:00Z"),
      at(sentAt),
      at(completedAt),
      error,
      at(sentAt),
      at(sentAt),
    );
  await dpae(workers[0]!, "success", "2031-03-05T20:00:00Z", "2031-03-05T20:05:00Z", null);
  await dpae(workers[1]!, "error", "2031-03-06T01:00:00Z", "2031-03-06T01:05:00Z", "+SUM(A1) NIR invalide");
  return { space, owner, kiosk };
}
