import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createD1Database } from "#db/client";
import { buildDpaeXml } from "#domain/dpae/build-dpae-xml";
import { SAMPLE_DPAE_DECLARATION } from "#tests/fixtures/dpae-declaration";
import { DevDpaePollJob } from "#features/dpae/poll-dpae-returns";
import { DpaeSubmitJob } from "#features/dpae/submit-dpae-job";
import { jobEnvelope } from "#features/jobs/enqueue-job";
import { pollDpaeReturns } from "#features/dpae/poll-dpae-returns";
import { createLocalDpaeDriver } from "#features/dpae/drivers/local-dpae-driver";
import worker from "#queues/src/index";
import { createFakeUrssaf, type FakeUrssaf } from "#tests/fakes/fake-urssaf-dpae";
import { createSpace } from "../factories";

// the dpae.submit consumer and the cron's polling, with the real URSSAF driver
// against the fake URSSAF (fetch is routed to it). Retries, duplicate deliveries and a timeout after
// URSSAF took the deposit: exactly one upload reaches it.

const urssafBindings = {
  DPAE_DRIVER: "urssaf",
  URSSAF_DPAE_AUTH_URL: "https://urssaf.test/authentifier_dpae",
  URSSAF_DPAE_DEPOSIT_URL: "https://urssaf.test/deposer-dsn/1.0/",
  URSSAF_DPAE_RETURNS_URL: "https://urssaf.test/lister-retours-flux/2.0/",
  URSSAF_DPAE_SIRET: "73282932000074",
  URSSAF_DPAE_LAST_NAME: "DUPONT",
  URSSAF_DPAE_FIRST_NAME: "MARIE",
  URSSAF_DPAE_PASSWORD: "secret-urssaf",
};
let bindings: typeof env;
let fake: FakeUrssaf;
let spaceId: number;

const XML = buildDpaeXml(SAMPLE_DPAE_DECLARATION);

beforeAll(async () => {
  spaceId = (await createSpace()).id;
});

beforeEach(() => {
  // One bindings object per test: the driver's settings are read once per object.
  bindings = { ...env, ...urssafBindings } as typeof env;
  fake = createFakeUrssaf();
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => fake.handle(new Request(input, init)));
});

afterEach(() => vi.unstubAllGlobals());

let sequence = 0;

/** A prepared declaration, as POST /v1/dpae leaves it. */
async function pendingDeclaration() {
  sequence++;
  const now = Date.now();
  const workerRow = await env.DB.prepare(
    "INSERT INTO workers (space_id, first_name, last_name, email, created_at, updated_at) VALUES (?, 'Zoë', 'Núñez', ?, ?, ?) RETURNING id",
  )
    .bind(spaceId, `dpae-queue-${sequence}-${crypto.randomUUID().slice(0, 8)}@exemple.fr`, now, now)
    .first<{ id: number }>();
  const row = await env.DB.prepare(
    `INSERT INTO dpae_declarations (space_id, worker_id, status, contract_nature, hired_at, hire_date, employer_siret, contract_end_date, test, sent_xml, created_at, updated_at)
     VALUES (?, ?, 'pending', 'CTT', ?, '2026-12-01', '73282932000074', '2026-12-05', 1, ?, ?, ?) RETURNING id`,
  )
    .bind(spaceId, workerRow!.id, Date.parse("2026-12-01T07:00:00Z"), XML, now, now)
    .first<{ id: number }>();
  return row!.id;
}

async function deliver(messages: { id: string; body: unknown; attempts?: number }[]) {
  const batch = createMessageBatch(
    "interim-jobs",
    messages.map((m) => ({ timestamp: new Date(), attempts: 1, ...m })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, bindings, ctx);
  return getQueueResult(batch, ctx);
}

const submit = (id: number) => jobEnvelope(DpaeSubmitJob, { dpae_id: id });

type Row = {
  status: string;
  urssaf_flow_id: string | null;
  claimed_at: number | null;
  error_message: string | null;
  outcome_unknown: number;
  next_poll_at: number | null;
  acknowledged_at: number | null;
  completed_at: number | null;
};

async function rowOf(id: number) {
  return (await env.DB.prepare(
    "SELECT status, urssaf_flow_id, claimed_at, error_message, outcome_unknown, next_poll_at, acknowledged_at, completed_at FROM dpae_declarations WHERE id = ?",
  )
    .bind(id)
    .first<Row>())!;
}

async function returnsOf(id: number) {
  const { results } = await env.DB.prepare("SELECT kind, message FROM dpae_returns WHERE dpae_id = ? ORDER BY id")
    .bind(id)
    .all<{ kind: string; message: string | null }>();
  return results;
}

/** The cron as it runs every minute, at a chosen instant (the declaration's next poll is due). */
async function cronAt(at: Date) {
  await env.DB.prepare(
    "UPDATE dpae_declarations SET next_poll_at = ? WHERE next_poll_at IS NOT NULL AND status IN ('processing', 'urssaf_ack')",
  )
    .bind(at.getTime() - 1)
    .run();
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: at }), bindings, ctx);
}

describe("queue consumer: dpae.submit to URSSAF", () => {
  it("authenticates, deposits once and stores the flow id (processing); the cron then follows the returns to success", async () => {
    const id = await pendingDeclaration();
    const result = await deliver([{ id: "m1", body: submit(id) }]);
    expect(result.explicitAcks).toEqual(["m1"]);
    expect(fake.uploads).toBe(1);
    const deposited = await rowOf(id);
    expect(deposited).toMatchObject({ status: "processing", urssaf_flow_id: fake.deposits[0]!.flowId, error_message: null });
    expect(fake.deposits[0]!.xml).toBe(XML);

    await cronAt(new Date());
    expect((await rowOf(id)).status).toBe("processing");
    fake.setOutcome(deposited.urssaf_flow_id!, "receipt");
    await cronAt(new Date());
    expect(await rowOf(id)).toMatchObject({ status: "urssaf_ack", completed_at: null });
    expect((await rowOf(id)).acknowledged_at).not.toBeNull();
    fake.setOutcome(deposited.urssaf_flow_id!, "accepted");
    await cronAt(new Date());
    expect(await rowOf(id)).toMatchObject({ status: "success", next_poll_at: null });
    // Each return kept once, though URSSAF listed the receipt on every look.
    expect(await returnsOf(id)).toEqual([
      { kind: "acknowledgement", message: null },
      { kind: "certificate", message: `CERT-${deposited.urssaf_flow_id}` },
    ]);
    expect(fake.uploads).toBe(1);
  });

  it("keeps URSSAF's message when the declaration is rejected", async () => {
    const id = await pendingDeclaration();
    await deliver([{ id: "m", body: submit(id) }]);
    const { urssaf_flow_id } = await rowOf(id);
    fake.setOutcome(urssaf_flow_id!, { rejected: "Le NIR est inconnu au répertoire" });
    await cronAt(new Date());
    expect(await rowOf(id)).toMatchObject({ status: "error", error_message: "Le NIR est inconnu au répertoire", next_poll_at: null });
    expect((await returnsOf(id)).map((item) => item.kind)).toEqual(["acknowledgement", "rejection"]);
  });

  it("deposits once when the same message is delivered twice, in one batch, in two, or to two consumers at once", async () => {
    const id = await pendingDeclaration();
    await deliver([
      { id: "a", body: submit(id) },
      { id: "b", body: submit(id) },
    ]);
    await deliver([{ id: "c", body: submit(id) }]);
    const other = await pendingDeclaration();
    await Promise.all([deliver([{ id: "x", body: submit(other) }]), deliver([{ id: "y", body: submit(other) }])]);
    expect(fake.uploads).toBe(2);
    expect(new Set(fake.deposits.map((deposit) => deposit.xml)).size).toBe(1);
    expect((await rowOf(id)).status).toBe("processing");
    expect((await rowOf(other)).status).toBe("processing");
  });

  it("retries when authentication fails (nothing was deposited), then deposits once", async () => {
    const id = await pendingDeclaration();
    fake.faults.push({ kind: "status", status: 500, on: "auth" });
    const first = await deliver([{ id: "m", body: submit(id) }]);
    expect(first.retryMessages.map((m) => m.msgId)).toEqual(["m"]);
    expect(await rowOf(id)).toMatchObject({ status: "pending", claimed_at: null });
    const second = await deliver([{ id: "m", body: submit(id), attempts: 2 }]);
    expect(second.explicitAcks).toEqual(["m"]);
    expect(fake.uploads).toBe(1);
    expect((await rowOf(id)).status).toBe("processing");
  });

  it("never uploads again after a timeout once URSSAF took the deposit: error, outcome unknown, for staff to check", async () => {
    const id = await pendingDeclaration();
    fake.faults.push({ kind: "accept-then-drop" });
    const first = await deliver([{ id: "m", body: submit(id) }]);
    expect(first.explicitAcks).toEqual(["m"]);
    expect(await rowOf(id)).toMatchObject({ status: "error", outcome_unknown: 1, urssaf_flow_id: null });
    // The queue delivers it again anyway (a retry, a duplicate): nothing more reaches URSSAF.
    await deliver([{ id: "m", body: submit(id), attempts: 2 }]);
    expect(fake.uploads).toBe(1);
    expect(fake.deposits).toHaveLength(1);
  });

  it("never uploads again after a 500 on the deposit", async () => {
    const id = await pendingDeclaration();
    fake.faults.push({ kind: "status", status: 500, on: "deposit" });
    await deliver([{ id: "m", body: submit(id) }]);
    await deliver([{ id: "m", body: submit(id), attempts: 2 }]);
    expect(fake.uploads).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: "error", outcome_unknown: 1 });
  });

  it("calls a claim left without a flow id past its lease (a crash during the upload) unknown, never deposits it again", async () => {
    const id = await pendingDeclaration();
    const longAgo = Date.now() - 16 * 60_000;
    await env.DB.prepare("UPDATE dpae_declarations SET status = 'processing', claimed_at = ? WHERE id = ?").bind(longAgo, id).run();
    await deliver([{ id: "m", body: submit(id) }]);
    await cronAt(new Date());
    expect(await rowOf(id)).toMatchObject({ status: "error", outcome_unknown: 1 });
    await deliver([{ id: "m", body: submit(id), attempts: 2 }]);
    expect(fake.uploads).toBe(0);
  });
});

describe("local DPAE driver through the consumer and the cron", () => {
  it("moves a declaration pending → processing → urssaf_ack → success", async () => {
    bindings = { ...env, DPAE_DRIVER: "local" } as typeof env;
    const id = await pendingDeclaration();
    await deliver([{ id: "m", body: submit(id) }]);
    expect((await rowOf(id)).urssaf_flow_id).toMatch(/^LOCAL-A-/);
    const db = createD1Database(env.DB);
    // Each cron run makes its driver at its own instant.
    let now = new Date();
    await env.DB.prepare("UPDATE dpae_declarations SET next_poll_at = ? WHERE id = ?").bind(now.getTime(), id).run();
    await pollDpaeReturns({ db, driver: () => createLocalDpaeDriver({ now }), now });
    expect((await rowOf(id)).status).toBe("urssaf_ack");
    now = new Date(now.getTime() + 10 * 60_000);
    await pollDpaeReturns({ db, driver: () => createLocalDpaeDriver({ now }), now });
    expect((await rowOf(id)).status).toBe("success");
    expect(fake.uploads).toBe(0);
  });

  it("in development only, the dev.dpae-poll job plays the cron's look as if the clock read `at` (the local server fires no cron)", async () => {
    const id = await pendingDeclaration();
    bindings = { ...env, DPAE_DRIVER: "local" } as typeof env;
    await deliver([{ id: "m", body: submit(id) }]);
    const inAnHour = (hours: number) => jobEnvelope(DevDpaePollJob, { at: new Date(Date.now() + hours * 3_600_000).toISOString() });

    // Anywhere but development the job is dropped: nothing moves.
    expect((await deliver([{ id: "t", body: inAnHour(1) }])).explicitAcks).toEqual(["t"]);
    expect((await rowOf(id)).status).toBe("processing");

    bindings = { ...env, DPAE_DRIVER: "local", ENVIRONMENT: "development" } as typeof env;
    await deliver([{ id: "d1", body: inAnHour(1) }]);
    // An hour after the deposit, the local URSSAF has both returns: the receipt and the certificate.
    expect((await rowOf(id)).status).toBe("success");
    expect(fake.uploads).toBe(0);
  });
});
