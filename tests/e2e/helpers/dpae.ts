import type { APIRequestContext } from "@playwright/test";
import { ACCOUNTS } from "./accounts";
import { apiAs, uniqueTag } from "./api";
import { createCompany } from "./companies";
import { expect, type Page } from "./test";
import { newMobile } from "./worker-profile";

// An order with workers accepted on it, ready to declare, set up through /v1 as
// tests/e2e/dpae.spec.ts does; shared with the order file's DPAE buttons (dpae-from-order.spec.ts).

export const LYON = 1;

/** A valid NIR (key = 97 − body mod 97) for a woman born on 12/04/1990 in Lyon. */
export function nir(order: number): string {
  const body = `2900469123${String(order).padStart(3, "0")}`;
  return body + String(97 - Number(BigInt(body) % 97n)).padStart(2, "0");
}

/** Lyon's space holds what URSSAF needs of the employer, whatever an earlier test changed of it. */
export async function employerReady(baseURL: string) {
  const owner = await apiAs(baseURL, ACCOUNTS.owner);
  const answer = await owner.patch(`/v1/spaces/${LYON}`, {
    data: { ape_code: "78.20Z", urssaf_code: "117", health_service_code: "MT123" },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return owner;
}

/** A day of hire `daysAhead` ahead, 08:00–17:00 in Paris (winter offset is enough for a test's dates). */
export function period(daysAhead: number) {
  const day = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  return { starts_at: `${day}T08:00:00+01:00`, ends_at: `${day}T17:00:00+01:00` };
}

/** An open order of Lyon, manual attribution, two places, one day ten days ahead. */
export async function lyonOrder(page: Page, api: APIRequestContext): Promise<number> {
  const company = await createCompany(page, { name: `Client ${uniqueTag()}` });
  const order = await api.post("/v1/orders", {
    data: {
      space_id: LYON,
      company_id: company.id,
      contract_type: "temporary_work",
      quantity: 2,
      attribution_mode: "manual",
      hourly_rate: 12.5,
      coefficient: 1.85,
      periods: [period(10)],
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  return ((await order.json()) as { id: number }).id;
}

/** A worker of Lyon proposed on the order (by SMS: they need a mobile); `accepted` attributes them a place. */
export async function proposedOnOrder(
  api: APIRequestContext,
  orderId: number,
  worker: Record<string, unknown>,
  { accepted }: { accepted: boolean },
): Promise<number> {
  const created = await api.post("/v1/workers", {
    data: {
      space_id: LYON,
      email: `dpae.${uniqueTag()}@example.test`,
      sex: "misses",
      birth_date: "1990-04-12",
      birth_city: "Lyon",
      mobile_phone_number: newMobile(),
      ...worker,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const workerId = ((await created.json()) as { id: number }).id;
  const proposed = await api.post(`/v1/orders/${orderId}/proposals`, { data: { worker_ids: [workerId], force: true } });
  expect(proposed.status(), await proposed.text()).toBe(202);
  if (accepted) {
    const attributed = await api.post(`/v1/orders/${orderId}/workers/${workerId}/attribution`);
    expect(attributed.status(), await attributed.text()).toBe(200);
  }
  return workerId;
}
