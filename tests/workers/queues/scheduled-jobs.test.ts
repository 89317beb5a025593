import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createD1Database } from "#db/client";
import { jobEnvelope } from "#features/jobs/enqueue-job";
import { SmsInboundJob } from "#features/sms/sms-inbound-job";
import worker from "#queues/src/index";
import { dispatchDueJobs, MAX_JOB_ATTEMPTS, type ScheduledJobRunner } from "#features/jobs/dispatch-due-jobs";

let sequence = 0;
function unique(prefix: string) {
  sequence++;
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}-${sequence}`;
}

async function space(smsEnabled = true) {
  const now = Date.now();
  const row = await env.DB.prepare(
    "INSERT INTO spaces (name, url, sms_enabled, created_at, updated_at) VALUES (?, ?, ?, ?, ?) RETURNING id",
  )
    .bind(unique("Agence"), unique("url"), smsEnabled ? 1 : 0, now, now)
    .first<{ id: number }>();
  return row!.id;
}

async function workerIn(spaceId: number, mobile: string) {
  const now = Date.now();
  const row = await env.DB.prepare(
    "INSERT INTO workers (space_id, first_name, last_name, mobile_phone_number, created_at, updated_at) VALUES (?, 'Camille', 'Durand', ?, ?, ?) RETURNING id",
  )
    .bind(spaceId, mobile, now, now)
    .first<{ id: number }>();
  return row!.id;
}

async function pendingJob(type: string, payload: unknown, runAt = Date.now() - 1000, spaceId: number | null = null) {
  const now = Date.now();
  const row = await env.DB.prepare(
    "INSERT INTO scheduled_jobs (space_id, type, run_at, payload, status, idempotency_key, created_at, updated_at) VALUES (?, ?, ?, ?, 'pending', ?, ?, ?) RETURNING id",
  )
    .bind(spaceId, type, runAt, JSON.stringify(payload), unique("key"), now, now)
    .first<{ id: number }>();
  return row!.id;
}

async function jobRow(id: number) {
  return env.DB.prepare("SELECT status, attempts, last_error, run_at, done_at FROM scheduled_jobs WHERE id = ?")
    .bind(id)
    .first<{ status: string; attempts: number; last_error: string | null; run_at: number; done_at: number | null }>();
}

function context(now = new Date()) {
  return { db: createD1Database(env.DB), env, live: env.LIVE, now };
}

describe("the every-minute dispatcher of scheduled jobs", () => {
  it("two overlapping dispatches run a due job exactly once", async () => {
    const type = unique("test.slow");
    const id = await pendingJob(type, {});
    let runs = 0;
    const runners: Record<string, ScheduledJobRunner> = {
      [type]: async () => {
        runs++;
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    };
    const [first, second] = await Promise.all([dispatchDueJobs(context(), runners), dispatchDueJobs(context(), runners)]);
    expect(runs).toBe(1);
    expect([...first, ...second].filter((ran) => ran === id)).toEqual([id]);
    expect(await jobRow(id)).toMatchObject({ status: "done", attempts: 1, done_at: expect.any(Number) });
    // Done, it is not taken again.
    await dispatchDueJobs(context(), runners);
    expect(runs).toBe(1);
  });

  it("leaves a job that is not due yet", async () => {
    const type = unique("test.later");
    const id = await pendingJob(type, {}, Date.now() + 60_000);
    let runs = 0;
    await dispatchDueJobs(context(), { [type]: async () => void runs++ });
    expect(runs).toBe(0);
    expect(await jobRow(id)).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("a failing job goes back to pending later with its error, and is failed after the last attempt", async () => {
    const type = unique("test.failing");
    const id = await pendingJob(type, {});
    const runners = { [type]: async () => Promise.reject(new Error("provider down")) };
    const now = new Date();
    await dispatchDueJobs(context(now), runners);
    const retried = await jobRow(id);
    expect(retried).toMatchObject({ status: "pending", attempts: 1, last_error: "provider down" });
    expect(retried!.run_at).toBeGreaterThan(now.getTime());
    for (let attempt = 2; attempt <= MAX_JOB_ATTEMPTS; attempt++) {
      await env.DB.prepare("UPDATE scheduled_jobs SET run_at = ? WHERE id = ?")
        .bind(Date.now() - 1000, id)
        .run();
      await dispatchDueJobs(context(), runners);
    }
    expect(await jobRow(id)).toMatchObject({ status: "failed", attempts: MAX_JOB_ATTEMPTS, last_error: "provider down" });
  });

  it("takes again a job a crashed run left running, once it is stale", async () => {
    const type = unique("test.crashed");
    const id = await pendingJob(type, {});
    await env.DB.prepare("UPDATE scheduled_jobs SET status = 'running', attempts = 1, updated_at = ? WHERE id = ?")
      .bind(Date.now() - 16 * 60_000, id)
      .run();
    let runs = 0;
    await dispatchDueJobs(context(), { [type]: async () => void runs++ });
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: "done", attempts: 2 });
  });

  it("the cron runs an availability follow-up: one availability request SMS, queued once", async () => {
    const spaceId = await space();
    const mobile = `+3365${String(Date.now()).slice(-7)}`;
    const workerId = await workerIn(spaceId, mobile);
    const now = Date.now();
    const availability = await env.DB.prepare(
      "INSERT INTO worker_availabilities (space_id, worker_id, status, starts_at, ends_at, follow_up, created_at, updated_at) VALUES (?, ?, 'available', ?, ?, 1, ?, ?) RETURNING id",
    )
      .bind(spaceId, workerId, now - 8 * 86_400_000, now - 86_400_000, now, now)
      .first<{ id: number }>();
    const id = await pendingJob(
      "availability.follow_up",
      { availability_id: availability!.id, worker_id: workerId, space_id: spaceId },
      now - 1000,
      spaceId,
    );

    for (let run = 0; run < 2; run++) {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: new Date() }), env, ctx);
      await waitOnExecutionContext(ctx);
    }
    expect(await jobRow(id)).toMatchObject({ status: "done", attempts: 1 });
    const sms = await env.DB.prepare("SELECT status, to_phone, body FROM sms_messages WHERE worker_id = ? AND direction = 'outbound'")
      .bind(workerId)
      .all<{ body: string }>();
    expect(sms.results).toHaveLength(1);
    expect(sms.results[0]).toMatchObject({ status: "queued", to_phone: mobile });
    expect(sms.results[0]!.body).toMatch(/Répondez OUI (\d{4}) ou NON \1\./);
    const requests = await env.DB.prepare("SELECT status FROM availability_requests WHERE worker_id = ?").bind(workerId).all();
    expect(requests.results).toEqual([{ status: "open" }]);
  });

  it("a follow-up whose availability was deleted sends nothing and is done", async () => {
    const spaceId = await space();
    const id = await pendingJob(
      "availability.follow_up",
      { availability_id: 999_999, worker_id: 1, space_id: spaceId },
      Date.now() - 1000,
      spaceId,
    );
    await dispatchDueJobs(context());
    expect(await jobRow(id)).toMatchObject({ status: "done" });
  });
});

describe("queue consumer: sms.inbound", () => {
  it("stores a worker's reply and raises the notification, pushing through LIVE", async () => {
    const spaceId = await space();
    const mobile = `+3366${String(Date.now()).slice(-7)}`;
    const workerId = await workerIn(spaceId, mobile);
    const body = jobEnvelope(SmsInboundJob, {
      provider: "local",
      provider_message_id: unique("dev"),
      from: mobile,
      to: null,
      text: "Bonjour",
      received_at: new Date().toISOString(),
    });
    const batch = createMessageBatch("interim-jobs", [{ id: "m1", body, timestamp: new Date(), attempts: 1 }]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual(["m1"]);
    const notification = await env.DB.prepare("SELECT type, template, params, data_superworker_id FROM notifications WHERE space_id = ?")
      .bind(spaceId)
      .first<{ type: number; template: string; params: string; data_superworker_id: number }>();
    expect(notification).toMatchObject({ type: 4, template: "sms_received", data_superworker_id: workerId });
    expect(JSON.parse(notification!.params)).toMatchObject({ text: "Bonjour" });
  });
});
