import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createD1Database } from "#db/client";
import type { Home } from "#domain/home/home-schemas";
import { NIGHTLY } from "#domain/jobs/cron-schedules";
import { renderNotification } from "#domain/notifications/render-notification";
import { CRON_TASKS } from "#features/jobs/cron-tasks";
import { hubPublisher } from "#features/notifications/live-publisher";
import { acceptedWorker, contractAgency, contractOf } from "../contract-factories";
import { api, signedInUser } from "../factories";
import { readJson } from "../json";

// Contracts watched (decision 0055): the late ones counted on the home screen as the list's filter
// counts them, and the agency's contract handlers told the working day before the due day, once.

/** Runs the nightly cron's contracts reminder at `now`, as the queue Worker's scheduled() does. */
async function runReminder(now: Date) {
  const task = CRON_TASKS[NIGHTLY].find((candidate) => candidate.name === "contracts due the next working day");
  if (!task) throw new Error("the nightly cron has no contracts reminder");
  await task.run({ db: createD1Database(env.DB), env: { ...env }, live: hubPublisher(env.NOTIFICATIONS), now });
}

/** The reminders raised about a placement's worker (numbers run per agency: the worker is the key). */
async function remindersOf(workerId: number) {
  const { results } = await env.DB.prepare(
    "SELECT user_id, type, template, params FROM notifications WHERE template = 'contract_due' AND data_superworker_id = ?",
  )
    .bind(workerId)
    .all<{ user_id: number; type: number; template: string; params: string }>();
  return results;
}

describe("late contracts on the home screen", () => {
  it("counts the space's unsigned contracts past their due day, as /v1/contracts?late=true does, for jobs-delegate only", async () => {
    const { agent, order, space } = await contractAgency();
    const [late, onTime] = await Promise.all([acceptedWorker(space.id, order.id), acceptedWorker(space.id, order.id)]);
    const lateContract = await contractOf(agent.token, { order_id: order.id, worker_id: late });
    await contractOf(agent.token, { order_id: order.id, worker_id: onTime });
    await env.DB.prepare("UPDATE contracts SET due_by = '2026-01-06' WHERE id = ?").bind(lateContract.id).run();

    const home = await readJson<Home>(await api(`/v1/home?space_id=${space.id}`, { token: agent.token }));
    expect(home.contracts_late).toBe(1);
    const listed = await api(`/v1/contracts?space_id=${space.id}&late=true&per_page=1`, { token: agent.token });
    expect(listed.headers.get("X-Total-Count")).toBe("1");

    // Signed, it is no longer late.
    await env.DB.prepare("UPDATE contracts SET status = 'signed' WHERE id = ?").bind(lateContract.id).run();
    expect((await readJson<Home>(await api(`/v1/home?space_id=${space.id}`, { token: agent.token }))).contracts_late).toBe(0);

    const clerk = await signedInUser({ spaceIds: [space.id], permissions: ["orders"] });
    expect((await readJson<Home>(await api(`/v1/home?space_id=${space.id}`, { token: clerk.token }))).contracts_late).toBeNull();
  });
});

describe("the working day before the due day", () => {
  it("tells the space's jobs-delegate users of each unsigned contract once, and no one else", async () => {
    const { agent, order, space } = await contractAgency();
    const workerId = await acceptedWorker(space.id, order.id);
    // First day Monday 7 December 2026: due Wednesday 9.
    const contract = await contractOf(agent.token, { order_id: order.id, worker_id: workerId });
    expect(contract.due_by).toBe("2026-12-09");
    const clerk = await signedInUser({ spaceIds: [space.id], permissions: ["orders"] });
    const otherDelegate = await signedInUser({ spaceIds: [(await contractAgency()).space.id], permissions: ["jobs-delegate"] });

    // Monday night: Wednesday is two working days away.
    await runReminder(new Date("2026-12-07T02:00:00Z"));
    expect(await remindersOf(contract.worker_id)).toHaveLength(0);

    // Tuesday night (Paris): told, once, even when the cron runs again.
    await runReminder(new Date("2026-12-08T02:00:00Z"));
    await runReminder(new Date("2026-12-08T03:00:00Z"));
    const reminders = await remindersOf(contract.worker_id);
    const recipients = reminders.map((reminder) => reminder.user_id);
    expect(recipients).toContain(agent.id);
    expect(recipients).not.toContain(clerk.id);
    expect(recipients).not.toContain(otherDelegate.id);
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(reminders[0]).toMatchObject({ type: 7, template: "contract_due" });
    expect(JSON.parse(reminders[0]!.params)).toMatchObject({ due_by: "2026-12-09", contract_number: contract.number });

    // Worded for each reader's language.
    const content = {
      template: "contract_due" as const,
      params: JSON.parse(reminders[0]!.params) as { worker_name: string; contract_number: string; due_by: string },
    };
    expect(renderNotification(content, "en").title).toBe(`${content.params.worker_name}'s contracts due tomorrow: no. ${contract.number}`);
    expect(renderNotification(content, "fr").message).toContain("09/12/2026");
  });

  it("leaves out signed contracts", async () => {
    const { agent, order, space } = await contractAgency();
    const contract = await contractOf(agent.token, { order_id: order.id, worker_id: await acceptedWorker(space.id, order.id) });
    await env.DB.prepare("UPDATE contracts SET status = 'signed' WHERE id = ?").bind(contract.id).run();
    await runReminder(new Date("2026-12-08T02:00:00Z"));
    expect(await remindersOf(contract.worker_id)).toHaveLength(0);
  });
});
