import { env } from "cloudflare:workers";
import { createD1Database } from "#db/client";
import { NIGHTLY } from "#domain/jobs/cron-schedules";
import { CRON_TASKS } from "#features/jobs/cron-tasks";
import { hubPublisher } from "#features/notifications/live-publisher";
import { createOrder, orderAgency, orderBody, poolOf } from "./order-factories";

// Timesheets for the workerd tests: an order over the week a year ends inside (2026-W53: 28 December
// to 3 January, 1 January a public holiday), one worker accepted on it and one still waiting.

export const SPLIT_WEEK = "2026-W53";
export const SPLIT_WEEK_PERIODS = [{ starts_at: "2026-12-28T08:00:00+01:00", ends_at: "2027-01-08T18:00:00+01:00" }];

export async function placeWorker(spaceId: number, orderId: number, workerId: number, status: "accepted" | "waiting") {
  const now = Date.now();
  await env.DB.prepare(
    "INSERT INTO order_workers (space_id, order_id, worker_id, status, proposed_at, accepted_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  )
    .bind(spaceId, orderId, workerId, status, now, status === "accepted" ? now : null, now, now)
    .run();
}

export async function timesheetAgency() {
  const agency = await orderAgency();
  const order = await createOrder(agency.agent.token, orderBody(agency.space.id, agency.company.id, { periods: SPLIT_WEEK_PERIODS }));
  const [accepted, waiting] = await poolOf(agency.space.id, 2);
  await placeWorker(agency.space.id, order.id, accepted!.id, "accepted");
  await placeWorker(agency.space.id, order.id, waiting!.id, "waiting");
  return { ...agency, order, workerId: accepted!.id };
}

/** Runs the nightly cron's timesheet task, as the queue Worker's scheduled() does, at `now`. */
export async function runWeeklyCreation(now: Date): Promise<number> {
  const task = CRON_TASKS[NIGHTLY].find((candidate) => candidate.name === "this week's timesheets");
  if (!task) throw new Error("the nightly cron has no timesheet task");
  return (await task.run({ db: createD1Database(env.DB), env: { ...env }, live: hubPublisher(env.NOTIFICATIONS), now })) as number;
}

export type TimesheetAnswer = {
  id: number;
  space_id: number;
  week: string;
  starts_on: string;
  ends_on: string;
  status: string;
  order: { id: number; number: number };
  worker: { id: number };
  totals: Record<string, number>;
  days: { date: string; public_holiday: boolean }[];
  calendar: { date: string; in_placement: boolean; public_holiday: boolean }[];
  hourly_rate: number | null;
  updated_at: string;
};

export function workDay(date: string, start: string, end: string, extra: Record<string, unknown> = {}) {
  return { date, start, end, ...extra };
}
