import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { WorkerMission } from "#domain/workers/worker-mission-schemas";
import { api } from "../factories";
import { readJson } from "../json";
import { orderAgency } from "../order-factories";
import { runWeeklyCreation, SPLIT_WEEK, timesheetAgency, workDay } from "../timesheet-factories";

async function missionsOf(token: string, workerId: number) {
  const answer = await api(`/v1/workers/${workerId}/missions`, { token });
  expect(answer.status).toBe(200);
  return (await readJson<{ data: WorkerMission[] }>(answer)).data;
}

describe("GET /v1/workers/{id}/missions", () => {
  it("lists the places a worker held with the client, the dates and the hours entered in their timesheets", async () => {
    const { agent, space, order, company, workerId } = await timesheetAgency();
    const [before] = await missionsOf(agent.token, workerId);
    expect(before).toMatchObject({
      order_id: order.id,
      order_status: "pending",
      company: { id: company.id, name: "Acme Logistique" },
      status: "accepted",
      starts_at: "2026-12-28T07:00:00.000Z",
      ends_at: "2027-01-08T17:00:00.000Z",
      worked_minutes: null,
    });

    await runWeeklyCreation(new Date("2026-12-28T05:00:00Z"));
    const week = await api(`/v1/timesheets?space_id=${space.id}&week=${SPLIT_WEEK}`, { token: agent.token });
    const [december] = await readJson<{ id: number }[]>(week);
    const days = [workDay("2026-12-28", "08:00", "12:00"), workDay("2026-12-29", "08:00", "17:00", { break_minutes: 60 })];
    expect((await api(`/v1/timesheets/${december!.id}`, { method: "PUT", token: agent.token, json: { days } })).status).toBe(200);
    expect((await missionsOf(agent.token, workerId))[0]?.worked_minutes).toBe(12 * 60);
  });

  it("leaves out a proposal still waiting for its answer", async () => {
    const { agent, order } = await timesheetAgency();
    const waiting = await env.DB.prepare("SELECT worker_id FROM order_workers WHERE order_id = ? AND status = 'waiting'")
      .bind(order.id)
      .first<{ worker_id: number }>();
    expect(waiting).not.toBeNull();
    expect(await missionsOf(agent.token, waiting!.worker_id)).toEqual([]);
  });

  it("answers 404 to another agency's user and 422 to an id that is not one", async () => {
    const { workerId } = await timesheetAgency();
    const other = await orderAgency();
    expect((await api(`/v1/workers/${workerId}/missions`, { token: other.agent.token })).status).toBe(404);
    const invalid = await api("/v1/workers/abc/missions", { token: other.agent.token });
    expect(invalid.status).toBe(422);
  });
});
