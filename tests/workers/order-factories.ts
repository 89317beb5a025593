import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { Permission } from "#domain/auth/permissions";
import { api, createSpace, signedInUser } from "./factories";
import { readJson } from "./json";
import { enableSms, insertWorkers, uniqueSmsMobile } from "./sms-factories";

// Orders for the workerd tests: a space with SMS on, an agent with the orders permissions, a client.

export const ORDER_AGENT_PERMISSIONS: Permission[] = ["orders", "order_template_temporary_work"];

export const TWO_PERIODS = [
  { starts_at: "2026-12-07T08:00:00+01:00", ends_at: "2026-12-07T17:00:00+01:00" },
  { starts_at: "2026-12-08T08:00:00+01:00", ends_at: "2026-12-11T18:00:00+01:00" },
];

export type OrderAnswer = {
  id: number;
  space_id: number;
  number: number;
  status: string;
  closing_state: string | null;
  quantity: number;
  accepted_count: number;
  attribution_mode: string;
  company: { id: number; name: string };
  periods: { id: number; starts_at: string; ends_at: string }[];
  workers: { worker_id: number; status: string; reply: string | null; outcome: string | null; arrival_confirmed_at: string | null }[];
  [key: string]: unknown;
};

export async function orderAgency(options: { permissions?: Permission[] } = {}) {
  const space = await createSpace();
  await enableSms(space.id);
  const agent = await signedInUser({ spaceIds: [space.id], permissions: options.permissions ?? ORDER_AGENT_PERMISSIONS });
  const companyAnswer = await api("/v1/companies", {
    method: "POST",
    token: agent.token,
    json: {
      name: "Acme Logistique",
      trade_name: "Acme",
      space_id: space.id,
      address: "12 rue de la République",
      zipcode: "69003",
      city: "Lyon",
    },
  });
  expect(companyAnswer.status).toBe(201);
  const company = await readJson<{ id: number }>(companyAnswer);
  return { space, agent, company };
}

export function orderBody(spaceId: number, companyId: number, overrides: Record<string, unknown> = {}) {
  return {
    space_id: spaceId,
    company_id: companyId,
    contract_type: "temporary_work",
    quantity: 2,
    attribution_mode: "automatic",
    hourly_rate: 12.5,
    coefficient: 1.85,
    periods: TWO_PERIODS,
    ...overrides,
  };
}

export async function createOrder(token: string, body: Record<string, unknown>) {
  const answer = await api("/v1/orders", { method: "POST", token, json: body });
  if (answer.status !== 201) throw new Error(`order refused: ${answer.status} ${await answer.text()}`);
  return readJson<OrderAnswer>(answer);
}

export async function getOrder(token: string, id: number) {
  const answer = await api(`/v1/orders/${id}`, { token });
  expect(answer.status).toBe(200);
  return readJson<OrderAnswer>(answer);
}

/** Workers with their own mobiles in the space; returns ids and mobiles. */
export async function poolOf(spaceId: number, count: number) {
  const mobiles = Array.from({ length: count }, () => uniqueSmsMobile());
  const ids = await insertWorkers(spaceId, mobiles);
  return ids.map((id, index) => ({ id, mobile: mobiles[index]! }));
}

export async function addAvailability(workerId: number, spaceId: number, status: string, startsAt: string, endsAt: string) {
  await env.DB.prepare(
    "INSERT INTO worker_availabilities (space_id, worker_id, status, starts_at, ends_at, follow_up, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 0, ?, ?)",
  )
    .bind(spaceId, workerId, status, Date.parse(startsAt), Date.parse(endsAt), Date.now(), Date.now())
    .run();
}

export async function propose(token: string, orderId: number, workerIds: number[], extra: Record<string, unknown> = {}) {
  return api(`/v1/orders/${orderId}/proposals`, { method: "POST", token, json: { worker_ids: workerIds, ...extra } });
}
