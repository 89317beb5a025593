import { env } from "cloudflare:workers";
import { vi } from "vitest";
import type { JobEnvelope } from "#features/jobs/job-envelope";
import { buildSiret } from "#tests/builders/siret";
import { api, createSpace, signedInUser } from "./factories";
import { readJson } from "./json";
import { createOrder, ORDER_AGENT_PERMISSIONS, orderBody } from "./order-factories";
import { nirOf } from "./worker-factories";

// DPAE for the workerd tests: an agency with what URSSAF needs of the employer, an order, and workers
// accepted on it (written straight to D1: the proposals and replies have their own tests).

let sequence = 0;

/** A valid SIRET (SIREN and SIRET keys), new on each call: the employer key of a declaration. */
export function uniqueSiret() {
  sequence++;
  return buildSiret(`73${String(Date.now() % 1_000_000).padStart(6, "0")}`, String(sequence % 10_000).padStart(4, "0"));
}

export async function dpaeAgency(options: { permissions?: string[] } = {}) {
  const space = await createSpace();
  await env.DB.prepare(
    `UPDATE spaces SET siret = ?, ape_code = '78.20Z', urssaf_code = '117', health_service_code = 'MT123', address = '12 rue de la Gare',
       zipcode = '69003', city = 'Lyon', phone = '+33478000000' WHERE id = ?`,
  )
    .bind(uniqueSiret(), space.id)
    .run();
  const agent = await signedInUser({
    spaceIds: [space.id],
    permissions: (options.permissions ?? [...ORDER_AGENT_PERMISSIONS, "jobs-delegate"]) as never,
  });
  const company = await env.DB.prepare(
    "INSERT INTO companies (space_id, name, trade_name, address, zipcode, city, created_at, updated_at) VALUES (?, 'Acme', 'Acme', '1 rue A', '69003', 'Lyon', ?, ?) RETURNING id",
  )
    .bind(space.id, Date.now(), Date.now())
    .first<{ id: number }>();
  const orderAgent = await signedInUser({ spaceIds: [space.id], permissions: ORDER_AGENT_PERMISSIONS });
  const order = await createOrder(orderAgent.token, orderBody(space.id, company!.id, { quantity: 5 }));
  return { space, agent, order };
}

/** A worker of the space with everything a DPAE needs, accepted on the order unless told otherwise. */
export async function acceptedWorker(
  spaceId: number,
  orderId: number,
  overrides: { nir?: string | null; birth_city?: string | null; status?: string } = {},
) {
  sequence++;
  const now = Date.now();
  const nir = overrides.nir === undefined ? nirOf(2, "1990-04-12") : overrides.nir;
  const worker = await env.DB.prepare(
    `INSERT INTO workers (space_id, first_name, last_name, sex, birth_date, birth_city, nir, email, created_at, updated_at)
     VALUES (?, 'Zoë', 'Núñez', 'misses', '1990-04-12', ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      spaceId,
      overrides.birth_city === undefined ? "Lyon" : overrides.birth_city,
      nir,
      `dpae-${sequence}-${crypto.randomUUID().slice(0, 8)}@exemple.fr`,
      now,
      now,
    )
    .first<{ id: number }>();
  await env.DB.prepare(
    "INSERT INTO order_workers (space_id, order_id, worker_id, status, accepted_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  )
    .bind(spaceId, orderId, worker!.id, overrides.status ?? "accepted", now, now, now)
    .run();
  return worker!.id;
}

export type DpaeAnswer = {
  id: number;
  space_id: number;
  order_id: number;
  worker_id: number;
  status: string;
  contract_nature: string;
  hire_date: string;
  hired_at: string;
  test: boolean;
  urssaf_flow_id: string | null;
  error_message: string | null;
  outcome_unknown: boolean;
  returns: { kind: string | null; message: string | null; raw_payload: string }[];
  [key: string]: unknown;
};

/** POST /v1/dpae, and the jobs it put on the queue (this project runs no consumer). */
export async function prepareDpae(token: string, body: unknown) {
  const send = vi.spyOn(env.JOBS, "send");
  try {
    const response = await api("/v1/dpae", { method: "POST", token, json: body });
    const jobs = send.mock.calls.map(([job]) => job as JobEnvelope);
    return { response, jobs };
  } finally {
    send.mockRestore();
  }
}

export async function dpaeOf(token: string, id: number) {
  const response = await api(`/v1/dpae/${id}`, { token });
  if (response.status !== 200) throw new Error(`GET /v1/dpae/${id}: ${response.status}`);
  return readJson<DpaeAnswer>(response);
}
