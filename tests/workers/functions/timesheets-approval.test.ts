import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createD1Database } from "#db/client";
import { EVERY_MINUTE } from "#domain/jobs/cron-schedules";
import { signLinkCode } from "#domain/orders/confirmation-link";
import { CRON_TASKS } from "#features/jobs/cron-tasks";
import { hubPublisher } from "#features/notifications/live-publisher";
import type { JobEnvelope } from "#features/jobs/job-envelope";
import { DEVELOPMENT_CONFIRMATION_LINK_SECRET } from "#features/orders/confirmations/confirmation-link-secret";
import { api, createSpace, randomClientIp, signedInUser } from "../factories";
import { readJson } from "../json";
import { runWeeklyCreation, SPLIT_WEEK, timesheetAgency, workDay, type TimesheetAnswer } from "../timesheet-factories";
import { uniqueEmail, type ErrorAnswer } from "../worker-factories";

// The client's one-click approval and the worker's own week (decision 0052): the signed links, the
// decision with who and when, the lock, the reopening's trace, the walls, each sending once.

afterEach(() => vi.restoreAllMocks());

type PublicWeek = {
  status: string;
  starts_on: string;
  days: { date: string }[];
  decided_at: string | null;
  decided_by: string | null;
  dispute_comment: string | null;
  worker_name: string;
  order_reference: string;
};
type Decided = TimesheetAnswer & { submitted_at: string | null; decided_by: string | null };

/** The e-mails the routes put on the queue. */
function captureEmails() {
  const send = vi.spyOn(env.JOBS, "send");
  return () =>
    send.mock.calls
      .map(([body]) => body as JobEnvelope)
      .filter((job) => job.type === "email.send")
      .map((job) => job.payload as { idempotencyKey: string; to: string; subject: string; text: string });
}

function codeIn(text: string, page: "valider-heures" | "mes-heures") {
  const match = new RegExp(`/${page}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${page} link in ${text}`);
  return match[1]!;
}

/** A week of an order whose contact has an e-mail, ready to send. */
async function weekToApprove() {
  const agency = await timesheetAgency();
  const contactEmail = uniqueEmail("manager");
  const contactAnswer = await api(`/v1/companies/${agency.company.id}/contacts`, {
    method: "POST",
    token: agency.agent.token,
    json: { first_name: "Claire", last_name: "Fontaine", email: contactEmail },
  });
  expect(contactAnswer.status).toBe(201);
  const contact = await readJson<{ id: number }>(contactAnswer);
  await env.DB.prepare("UPDATE orders SET contact_id = ? WHERE id = ?").bind(contact.id, agency.order.id).run();
  await runWeeklyCreation(new Date("2026-12-28T05:00:00Z"));
  const list = await api(`/v1/timesheets?space_id=${agency.space.id}&week=${SPLIT_WEEK}`, { token: agency.agent.token });
  const [december] = await readJson<TimesheetAnswer[]>(list);
  const filled = await api(`/v1/timesheets/${december!.id}`, {
    method: "PUT",
    token: agency.agent.token,
    json: { days: [workDay("2026-12-28", "08:00", "16:00", { break_minutes: 30 })] },
  });
  expect(filled.status).toBe(200);
  return { ...agency, contactEmail, timesheetId: december!.id };
}

async function submit(token: string, id: number) {
  return api(`/v1/timesheets/${id}/submit`, { method: "POST", token });
}

async function notificationsAbout(orderId: number) {
  const { results } = await env.DB.prepare("SELECT params FROM notifications WHERE data_order_id = ? AND template = 'timesheet_decided'")
    .bind(orderId)
    .all<{ params: string }>();
  return results.map((row) => JSON.parse(row.params) as { decision: string; comment: string | null; contact_name: string });
}

describe("POST /v1/timesheets/{id}/submit and the client's approval", () => {
  it("e-mails the contact a signed link once; approving records who and when, notifies, locks; a second approval answers the first", async () => {
    const { agent, order, contactEmail, timesheetId } = await weekToApprove();
    const emails = captureEmails();
    const sent = await submit(agent.token, timesheetId);
    expect(sent.status).toBe(202);
    expect((await readJson<Decided>(sent)).status).toBe("submitted");
    // Sent again while waiting: answered as it is, no second e-mail.
    expect((await submit(agent.token, timesheetId)).status).toBe(202);
    expect(emails().map((email) => email.to)).toEqual([contactEmail]);
    const [email] = emails();
    expect(email!.subject).toContain("relevé d'heures");
    const code = codeIn(email!.text, "valider-heures");

    const page = await api(`/v1/public/timesheet-approvals/${code}`);
    expect(page.status).toBe(200);
    expect(await readJson<PublicWeek>(page)).toMatchObject({
      status: "submitted",
      starts_on: "2026-12-28",
      days: [{ date: "2026-12-28" }],
    });

    const approved = await api(`/v1/public/timesheet-approvals/${code}/approve`, { method: "POST" });
    expect(approved.status).toBe(200);
    const decision = await readJson<PublicWeek>(approved);
    expect(decision.status).toBe("approved");
    expect(decision.decided_by).toBe(`Claire Fontaine <${contactEmail}>`);
    expect(decision.decided_at).not.toBeNull();

    const again = await api(`/v1/public/timesheet-approvals/${code}/approve`, { method: "POST" });
    expect(again.status).toBe(200);
    expect((await readJson<PublicWeek>(again)).decided_at).toBe(decision.decided_at);
    expect(await notificationsAbout(order.id)).toEqual([
      expect.objectContaining({ decision: "approved", contact_name: "Claire Fontaine" }),
    ]);
    // Approved: a dispute comes too late, and the staff's edit and sending are refused, naming why.
    const late = await api(`/v1/public/timesheet-approvals/${code}/dispute`, { method: "POST", json: { comment: "Non" } });
    expect(late.status).toBe(409);
    const locked = await api(`/v1/timesheets/${timesheetId}`, {
      method: "PUT",
      token: agent.token,
      json: { days: [workDay("2026-12-28", "08:00", "12:00")] },
    });
    expect(locked.status).toBe(409);
    expect((await readJson<ErrorAnswer>(locked)).error.message).toMatch(/locked/);
    expect((await submit(agent.token, timesheetId)).status).toBe(409);
    const staffView = await readJson<Decided>(await api(`/v1/timesheets/${timesheetId}`, { token: agent.token }));
    expect(staffView).toMatchObject({ status: "approved", decided_by: `Claire Fontaine <${contactEmail}>` });
    expect(emails()).toHaveLength(1);
  });

  it("reopens an approved week with a trace, and a new sending voids the earlier link", async () => {
    const { agent, order, timesheetId } = await weekToApprove();
    const emails = captureEmails();
    await submit(agent.token, timesheetId);
    const first = codeIn(emails()[0]!.text, "valider-heures");
    expect((await api(`/v1/public/timesheet-approvals/${first}/approve`, { method: "POST" })).status).toBe(200);

    const noReason = await api(`/v1/timesheets/${timesheetId}/reopen`, { method: "POST", token: agent.token, json: {} });
    expect(noReason.status).toBe(422);
    const reopened = await api(`/v1/timesheets/${timesheetId}/reopen`, {
      method: "POST",
      token: agent.token,
      json: { reason: "Pause oubliée le lundi" },
    });
    expect(reopened.status).toBe(200);
    expect(await readJson<Decided>(reopened)).toMatchObject({ status: "to_fill", decided_by: null });
    const trace = await env.DB.prepare(
      "SELECT description, changes FROM activity_logs WHERE schema = 'orders' AND subject_id = ? AND title = ?",
    )
      .bind(String(order.id), "Timesheet reopened")
      .first<{ description: string; changes: string }>();
    expect(trace).not.toBeNull();
    expect(trace?.description).toContain("Pause oubliée le lundi");
    expect(trace?.changes).toContain("Claire Fontaine");
    // Corrected and sent again: the new link works, the first one no longer does.
    const corrected = await api(`/v1/timesheets/${timesheetId}`, {
      method: "PUT",
      token: agent.token,
      json: { days: [workDay("2026-12-28", "08:00", "16:00", { break_minutes: 60 })] },
    });
    expect(corrected.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await submit(agent.token, timesheetId)).status).toBe(202);
    expect(emails()).toHaveLength(2);
    const second = codeIn(emails()[1]!.text, "valider-heures");
    expect((await api(`/v1/public/timesheet-approvals/${first}`)).status).toBe(404);
    expect((await api(`/v1/public/timesheet-approvals/${second}`)).status).toBe(200);
  });

  it("records a dispute with its comment, required and named when missing; a second dispute answers the first", async () => {
    const { agent, order, timesheetId } = await weekToApprove();
    const emails = captureEmails();
    await submit(agent.token, timesheetId);
    const code = codeIn(emails()[0]!.text, "valider-heures");
    const empty = await api(`/v1/public/timesheet-approvals/${code}/dispute`, { method: "POST", json: { comment: "  " } });
    expect(empty.status).toBe(422);
    expect((await readJson<ErrorAnswer>(empty)).error.fields?.map((field) => field.field)).toEqual(["comment"]);
    const missing = await api(`/v1/public/timesheet-approvals/${code}/dispute`, { method: "POST", json: {} });
    expect((await readJson<ErrorAnswer>(missing)).error.fields?.map((field) => field.field)).toEqual(["comment"]);

    const disputed = await api(`/v1/public/timesheet-approvals/${code}/dispute`, {
      method: "POST",
      json: { comment: "Lundi : fin à 15 h, pas 16 h" },
    });
    expect(disputed.status).toBe(200);
    expect(await readJson<PublicWeek>(disputed)).toMatchObject({ status: "disputed", dispute_comment: "Lundi : fin à 15 h, pas 16 h" });
    const again = await api(`/v1/public/timesheet-approvals/${code}/dispute`, { method: "POST", json: { comment: "Autre chose" } });
    expect((await readJson<PublicWeek>(again)).dispute_comment).toBe("Lundi : fin à 15 h, pas 16 h");
    expect((await api(`/v1/public/timesheet-approvals/${code}/approve`, { method: "POST" })).status).toBe(409);
    expect(await notificationsAbout(order.id)).toEqual([
      expect.objectContaining({ decision: "disputed", comment: "Lundi : fin à 15 h, pas 16 h" }),
    ]);
  });

  it("keeps the walls: another space, no orders permission, no contact; a forged, expired or other page's code is not found", async () => {
    const { agent, space, order, timesheetId } = await weekToApprove();
    const elsewhere = await createSpace();
    const stranger = await signedInUser({ spaceIds: [elsewhere.id], permissions: ["orders"] });
    expect((await submit(stranger.token, timesheetId)).status).toBe(404);
    expect(
      (await api(`/v1/timesheets/${timesheetId}/reopen`, { method: "POST", token: stranger.token, json: { reason: "x" } })).status,
    ).toBe(404);
    const noOrders = await signedInUser({ spaceIds: [space.id], permissions: ["multiposting"] });
    expect((await submit(noOrders.token, timesheetId)).status).toBe(403);

    await env.DB.prepare("UPDATE orders SET contact_id = NULL WHERE id = ?").bind(order.id).run();
    const noContact = await submit(agent.token, timesheetId);
    expect(noContact.status).toBe(409);
    expect((await readJson<ErrorAnswer>(noContact)).error.message).toMatch(/contact/);

    const expired = await signLinkCode(
      DEVELOPMENT_CONFIRMATION_LINK_SECRET,
      "timesheet-approval",
      timesheetId,
      new Date(Date.now() - 1000),
    );
    const otherPurpose = await signLinkCode(
      DEVELOPMENT_CONFIRMATION_LINK_SECRET,
      "timesheet-worker",
      timesheetId,
      new Date(Date.now() + 86_400_000),
    );
    const forged = await signLinkCode(
      "another secret, at least thirty-two characters",
      "timesheet-approval",
      timesheetId,
      new Date(Date.now() + 86_400_000),
    );
    for (const code of [expired, otherPurpose, forged, "not-a-code"]) {
      expect((await api(`/v1/public/timesheet-approvals/${code}/approve`, { method: "POST" })).status).toBe(404);
    }
    const unchanged = await readJson<Decided>(await api(`/v1/timesheets/${timesheetId}`, { token: agent.token }));
    expect(unchanged.status).toBe("to_fill");
  });
});

describe("the worker's week from the SMS link", () => {
  it("sends the link once a day, lets the worker fill the week under the PUT's rules and send it to the client", async () => {
    const { agent, contactEmail, timesheetId } = await weekToApprove();
    const emails = captureEmails();
    const link = await api(`/v1/timesheets/${timesheetId}/worker-link`, { method: "POST", token: agent.token });
    expect(link.status).toBe(202);
    expect(await readJson<{ status: string }>(link)).toMatchObject({ status: "queued" });
    const twice = await api(`/v1/timesheets/${timesheetId}/worker-link`, { method: "POST", token: agent.token });
    expect(await readJson<{ status: string }>(twice)).toMatchObject({ status: "already_sent" });
    const sms = await env.DB.prepare(
      "SELECT body FROM sms_messages WHERE body LIKE '%/mes-heures/%' AND order_id IN (SELECT order_id FROM timesheets WHERE id = ?)",
    )
      .bind(timesheetId)
      .all<{ body: string }>();
    expect(sms.results).toHaveLength(1);
    const code = codeIn(sms.results[0]!.body, "mes-heures");

    const page = await api(`/v1/public/worker-timesheets/${code}`);
    expect(page.status).toBe(200);
    expect(await readJson<PublicWeek>(page)).toMatchObject({ status: "to_fill", days: [{ date: "2026-12-28" }] });
    // The worker's code opens nothing of the client's.
    expect((await api(`/v1/public/timesheet-approvals/${code}`)).status).toBe(404);

    const tooLong = await api(`/v1/public/worker-timesheets/${code}`, {
      method: "PUT",
      json: { days: [workDay("2026-12-28", "08:00", "12:00"), workDay("2026-12-29", "06:00", "18:00")] },
    });
    expect(tooLong.status).toBe(422);
    const refused = (await readJson<ErrorAnswer>(tooLong)).error.fields;
    expect(refused?.[0]).toMatchObject({ field: expect.stringMatching(/^days\.1/), reason: "daily_maximum" });
    expect(refused?.[0]?.message).toMatch(/^2026-12-29/);

    const saved = await api(`/v1/public/worker-timesheets/${code}`, {
      method: "PUT",
      json: { days: [workDay("2026-12-28", "08:00", "12:00"), workDay("2026-12-29", "08:00", "17:00", { break_minutes: 60 })] },
    });
    expect(saved.status).toBe(200);
    expect((await readJson<PublicWeek>(saved)).days.map((day) => day.date)).toEqual(["2026-12-28", "2026-12-29"]);

    const submitted = await api(`/v1/public/worker-timesheets/${code}/submit`, { method: "POST" });
    expect(submitted.status).toBe(202);
    expect((await readJson<PublicWeek>(submitted)).status).toBe("submitted");
    expect(emails().map((email) => email.to)).toEqual([contactEmail]);
    // Sent: the agency corrects it now; the worker's page only shows it.
    const late = await api(`/v1/public/worker-timesheets/${code}`, { method: "PUT", json: { days: [] } });
    expect(late.status).toBe(409);
  });

  it("answers 404 to a forged or expired worker code", async () => {
    const { timesheetId } = await weekToApprove();
    const expired = await signLinkCode(DEVELOPMENT_CONFIRMATION_LINK_SECRET, "timesheet-worker", timesheetId, new Date(Date.now() - 1000));
    expect((await api(`/v1/public/worker-timesheets/${expired}`)).status).toBe(404);
    expect((await api(`/v1/public/worker-timesheets/${expired}/submit`, { method: "POST" })).status).toBe(404);
    expect((await api(`/v1/public/worker-timesheets/AAAAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(404);
  });

  it("counts the worker page's calls per client address: the 31st in a minute answers 429", async () => {
    // The page /mes-heures/{code} is public: guessing codes from one address stops at the limit.
    const ip = randomClientIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      const path = `/v1/public/worker-timesheets/${"C".repeat(24)}`;
      const call =
        attempt % 2
          ? api(path, { method: "PUT", json: { days: [] }, headers: { "CF-Connecting-IP": ip } })
          : api(path, { headers: { "CF-Connecting-IP": ip } });
      statuses.push((await call).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("the reminders", () => {
  async function runReminders(now: Date) {
    const task = CRON_TASKS[EVERY_MINUTE].find((candidate) => candidate.name === "timesheet reminders");
    if (!task) throw new Error("the every-minute cron has no timesheet reminders");
    return task.run({ db: createD1Database(env.DB), env: { ...env }, live: hubPublisher(env.NOTIFICATIONS), now });
  }

  async function remindersOf(orderId: number) {
    const { results } = await env.DB.prepare("SELECT body FROM sms_messages WHERE order_id = ? AND body LIKE '%rappel%'")
      .bind(orderId)
      .all<{ body: string }>();
    return results.map((row) => row.body);
  }

  it("texts the worker on Friday afternoon and e-mails the client on Monday morning (Paris), never twice a day", async () => {
    const { agent, order, contactEmail, timesheetId } = await weekToApprove();
    // Thursday, and Friday morning: nothing yet.
    await runReminders(new Date("2026-12-31T16:00:00Z"));
    await runReminders(new Date("2027-01-01T10:00:00Z"));
    expect(await remindersOf(order.id)).toEqual([]);
    // Friday 16:30 in Paris: the week's two parts (December, January) each get their link, once.
    await runReminders(new Date("2027-01-01T15:30:00Z"));
    await runReminders(new Date("2027-01-01T15:31:00Z"));
    const texts = await remindersOf(order.id);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/rappel, vos heures de la semaine du 28\/12 sont à saisir : .*\/mes-heures\//);

    const emails = captureEmails();
    expect((await submit(agent.token, timesheetId)).status).toBe(202);
    // Sent on the Friday, as the calendar of these weeks has it.
    await env.DB.prepare("UPDATE timesheets SET submitted_at = ? WHERE id = ?").bind(Date.parse("2027-01-01T10:00:00Z"), timesheetId).run();
    await runReminders(new Date("2027-01-04T07:30:00Z"));
    await runReminders(new Date("2027-01-04T07:45:00Z"));
    const reminders = emails().filter((email) => email.idempotencyKey.startsWith("timesheet-approval-reminder:"));
    expect(reminders.map((email) => [email.to, email.idempotencyKey])).toEqual([
      [contactEmail, `timesheet-approval-reminder:${timesheetId}:2027-01-04`],
    ]);
    expect(reminders[0]!.subject).toMatch(/^Rappel : /);
  });
});
