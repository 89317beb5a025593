import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api } from "../factories";
import { readJson } from "../json";
import { orderAgency, type OrderAnswer } from "../order-factories";

/** Orders written straight to the table: the list's count is what this file looks at, not their making. */
async function insertOrders(spaceId: number, companyId: number, count: number, status: string, firstNumber: number) {
  const now = Date.now();
  const statements = [];
  for (let start = 0; start < count; start += 100) {
    const rows = Array.from({ length: Math.min(100, count - start) }, (_, i) => start + i);
    statements.push(
      env.DB.prepare(
        `INSERT INTO orders (space_id, number, company_id, contract_type, quantity, status, attribution_mode, created_at, updated_at) VALUES ${rows
          .map(
            (i) =>
              `(${spaceId}, ${firstNumber + i}, ${companyId}, 'temporary_work', 1, '${status}', 'automatic', ${now - (count - i) * 1000}, ${now})`,
          )
          .join(", ")}`,
      ),
    );
  }
  await env.DB.batch(statements);
}

describe("GET /v1/orders: the count is capped (decision 0029)", () => {
  it("says 1000 and X-Total-Is-Lower-Bound: true past 1,000 matches, the exact count below", async () => {
    const { space, agent, company } = await orderAgency();
    await insertOrders(space.id, company.id, 1_005, "processing", 1);
    await insertOrders(space.id, company.id, 3, "closed", 5_000);

    const opened = await api(`/v1/orders?space_id=${space.id}&state=opened&per_page=5`, { token: agent.token });
    expect(opened.status).toBe(200);
    expect(opened.headers.get("X-Total-Count")).toBe("1000");
    expect(opened.headers.get("X-Total-Is-Lower-Bound")).toBe("true");
    // Newest first, through the opened orders' own index.
    expect((await readJson<OrderAnswer[]>(opened)).map((order) => order.number)).toEqual([1005, 1004, 1003, 1002, 1001]);

    const closed = await api(`/v1/orders?space_id=${space.id}&state=closed`, { token: agent.token });
    expect(closed.headers.get("X-Total-Count")).toBe("3");
    expect(closed.headers.get("X-Total-Is-Lower-Bound")).toBe("false");
    expect((await readJson<OrderAnswer[]>(closed)).map((order) => order.number)).toEqual([5002, 5001, 5000]);

    // The same instants: the id breaks the tie, so pages never overlap.
    const all = await api(`/v1/orders?space_id=${space.id}&page=2&per_page=2`, { token: agent.token });
    expect((await readJson<OrderAnswer[]>(all)).map((order) => order.number)).toEqual([5001, 1004]);
  });
});
