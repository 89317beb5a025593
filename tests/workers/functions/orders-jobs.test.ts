import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createD1Database } from "#db/client";
import { dispatchDueJobs } from "#features/jobs/dispatch-due-jobs";
import { hubPublisher } from "#features/notifications/live-publisher";
import { createOrder, getOrder, orderAgency, orderBody, poolOf, propose } from "../order-factories";
import { notificationsOf, reply } from "../sms-factories";

function runCron(at: string) {
  return dispatchDueJobs({ db: createD1Database(env.DB), env, live: hubPublisher(env.NOTIFICATIONS), now: new Date(at) });
}

describe("reminder and arrival check", () => {
  it("schedules both when a worker takes the place, sends them at their time, and records the arrival", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(
      agent.token,
      orderBody(space.id, company.id, {
        quantity: 1,
        auto_reminder: true,
        reminder_hours_before: 12,
        sms_client_arrival_validation: true,
        sms_show_client_name: true,
      }),
    );
    const [worker, other] = await poolOf(space.id, 2);
    await propose(agent.token, order.id, [worker!.id, other!.id]);
    await reply(worker!.mobile, "oui");
    await reply(other!.mobile, "oui");

    const jobs = await env.DB.prepare("SELECT type, run_at, payload FROM scheduled_jobs WHERE space_id = ? ORDER BY run_at")
      .bind(space.id)
      .all<{ type: string; run_at: number }>();
    expect(jobs.results.map((job) => [job.type, new Date(job.run_at).toISOString()])).toEqual([
      ["order.reminder", "2026-12-06T19:00:00.000Z"],
      ["order.arrival_check", "2026-12-07T07:00:00.000Z"],
    ]);

    // Not yet due: nothing runs.
    expect(await runCron("2026-12-06T18:59:00Z")).toEqual([]);
    expect(await runCron("2026-12-06T19:00:00Z")).toHaveLength(1);
    const reminder = await env.DB.prepare("SELECT body FROM sms_messages WHERE worker_id = ? AND body LIKE '%rappel%'")
      .bind(worker!.id)
      .first<{ body: string }>();
    expect(reminder!.body).toContain("chez Acme Logistique commence le 07/12 08h00");

    expect(await runCron("2026-12-07T07:01:00Z")).toHaveLength(1);
    const asked = await env.DB.prepare("SELECT arrival_asked_at FROM order_workers WHERE order_id = ? AND worker_id = ?")
      .bind(order.id, worker!.id)
      .first<{ arrival_asked_at: number | null }>();
    expect(asked!.arrival_asked_at).not.toBeNull();

    await reply(worker!.mobile, "OUI");
    const detail = await getOrder(agent.token, order.id);
    expect(detail.workers.find((w) => w.worker_id === worker!.id)!.arrival_confirmed_at).not.toBeNull();
    expect((await notificationsOf(agent.token))[0]!.title).toContain("a confirmé son arrivée sur la mission");
    // The worker who got no place is sent neither.
    const others = await env.DB.prepare(
      "SELECT count(*) AS n FROM sms_messages WHERE worker_id = ? AND (body LIKE '%rappel%' OR body LIKE '%arrivé%')",
    )
      .bind(other!.id)
      .first<{ n: number }>();
    expect(others!.n).toBe(0);
  });
});
