import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { jobEnvelope } from "#features/jobs/enqueue-job";
import { credentialsCipher } from "#features/multiposting/credentials-cipher";
import { readMultipostingConfig } from "#features/multiposting/drivers/multiposting-config";
import { PublishJobOfferJob } from "#features/multiposting/publish-job-offer-job";
import worker from "#queues/src/index";
import { createFakeTalentplug, FAKE_PARTNER_KEY, type FakeTalentplug } from "#tests/fakes/fake-talentplug";
import { createSpace } from "../factories";

// The multiposting.publish consumer with the real Talentplug driver against the fake Talentplug (fetch
// is routed to it): delivered twice, sent once; a timeout given back to the queue and sent again under
// the same request key; a SOAP fault and refused credentials kept on the offer; the last attempt ends it.

const talentplugBindings = {
  MULTIPOSTING_DRIVER: "talentplug",
  TALENTPLUG_URL: "https://talentplug.test/webservice/WebService.asmx",
  TALENTPLUG_API_KEY: FAKE_PARTNER_KEY,
};
let bindings: typeof env;
let fake: FakeTalentplug;
let spaceId: number;
let agencyUrl: string;

beforeAll(async () => {
  spaceId = (await createSpace()).id;
  agencyUrl = `agence-${crypto.randomUUID().slice(0, 8)}`;
  await env.DB.prepare("UPDATE spaces SET url = ? WHERE id = ?").bind(agencyUrl, spaceId).run();
});

beforeEach(() => {
  // One bindings object per test: the provider's settings are read once per object.
  bindings = { ...env, ...talentplugBindings } as typeof env;
  fake = createFakeTalentplug();
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => fake.handle(new Request(input, init)));
});

afterEach(() => vi.unstubAllGlobals());

async function storeCredentials(login: string, password: string) {
  const encrypted = await credentialsCipher(readMultipostingConfig(bindings)).encrypt(spaceId, password);
  const now = Date.now();
  await env.DB.prepare(
    `INSERT INTO multiposting_credentials (space_id, provider, login, password_ciphertext, password_iv, key_id, checked_at, created_at, updated_at)
     VALUES (?, 'talentplug', ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (space_id) DO UPDATE SET login = excluded.login, password_ciphertext = excluded.password_ciphertext, password_iv = excluded.password_iv, key_id = excluded.key_id`,
  )
    .bind(spaceId, login, encrypted.password_ciphertext, encrypted.password_iv, encrypted.key_id, now, now, now)
    .run();
}

/** A draft offer with a publish request waiting on it, as POST …/publish leaves it. */
async function offerAwaiting(action: "publish" | "unpublish" = "publish", title = "Cariste H/F") {
  const token = crypto.randomUUID();
  const now = Date.now();
  const row = await env.DB.prepare(
    `INSERT INTO job_offers (space_id, title, description, contract_type, postal_code, city, status, pending_action, action_token, action_requested_at, created_at, updated_at)
     VALUES (?, ?, 'Conduite de chariots', 'temporary_work', '69007', 'Lyon', ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(spaceId, title, action === "publish" ? "draft" : "published", action, token, now, now, now)
    .first<{ id: number }>();
  return { id: row!.id, token };
}

async function deliver(messages: { id: string; body: unknown; attempts?: number }[]) {
  const batch = createMessageBatch(
    "interim-jobs",
    messages.map((message) => ({ timestamp: new Date(), attempts: 1, ...message })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, bindings, ctx);
  return getQueueResult(batch, ctx);
}

type OfferRow = {
  status: string;
  published_at: number | null;
  pending_action: string | null;
  action_claimed_at: number | null;
  publication_error: string | null;
  boards_url: string | null;
  multiposting_ref: string | null;
};

async function rowOf(id: number) {
  return (await env.DB.prepare(
    "SELECT status, published_at, pending_action, action_claimed_at, publication_error, boards_url, multiposting_ref FROM job_offers WHERE id = ?",
  )
    .bind(id)
    .first<OfferRow>())!;
}

const publish = (offer: { id: number; token: string }) => jobEnvelope(PublishJobOfferJob, { job_offer_id: offer.id, token: offer.token });

describe("queue consumer: multiposting.publish to Talentplug", () => {
  it("sends the offer once with the agency's account, and records it published with Talentplug's boards page", async () => {
    await storeCredentials("agence-lyon", "secret-talentplug");
    const offer = await offerAwaiting();
    const result = await deliver([
      { id: "m1", body: publish(offer) },
      { id: "m2", body: publish(offer) },
    ]);
    expect(result.explicitAcks).toEqual(["m1", "m2"]);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ login: "agence-lyon", password: "secret-talentplug", apiKey: FAKE_PARTNER_KEY });
    expect(fake.requests[0]!.xml).toContain(`<url>http://localhost:5173/inscription/${agencyUrl}?offre=${offer.id}</url>`);
    const row = await rowOf(offer.id);
    expect(row).toMatchObject({
      status: "published",
      pending_action: null,
      publication_error: null,
      boards_url: fake.offers[0]!.boardsUrl,
      multiposting_ref: `interim-${spaceId}-${offer.id}`,
    });
    expect(row.published_at).toBeGreaterThan(Date.now() - 60_000);
  });

  it("gives a timeout back to the queue, then sends the same request again: Talentplug holds one offer", async () => {
    await storeCredentials("agence-lyon", "secret-talentplug");
    const offer = await offerAwaiting();
    fake.faults.push({ kind: "accept-then-drop" });
    const first = await deliver([{ id: "m1", body: publish(offer) }]);
    expect(first.retryMessages.map((message) => message.msgId)).toEqual(["m1"]);
    expect(await rowOf(offer.id)).toMatchObject({ status: "draft", pending_action: "publish", action_claimed_at: null });
    expect((await rowOf(offer.id)).publication_error).toMatch(/unreachable/);

    const second = await deliver([{ id: "m1", body: publish(offer), attempts: 2 }]);
    expect(second.explicitAcks).toEqual(["m1"]);
    expect(fake.requests).toHaveLength(2);
    expect(new Set(fake.requests.map((request) => /<offerkey_ID>([^<]+)</.exec(request.xml)?.[1])).size).toBe(1);
    expect(fake.offers).toHaveLength(1);
    expect(await rowOf(offer.id)).toMatchObject({ status: "published", publication_error: null });
  });

  it("keeps a SOAP fault's reason on the offer (no retry), and refused credentials as the spec's message", async () => {
    await storeCredentials("agence-lyon", "secret-talentplug");
    const refused = await offerAwaiting("publish", "");
    expect((await deliver([{ id: "m1", body: publish(refused) }])).explicitAcks).toEqual(["m1"]);
    expect(await rowOf(refused.id)).toMatchObject({
      status: "draft",
      pending_action: null,
      publication_error: "Champ obligatoire manquant : title",
    });

    await storeCredentials("agence-lyon", "changed-since");
    const offer = await offerAwaiting("unpublish");
    expect((await deliver([{ id: "m2", body: publish(offer) }])).explicitAcks).toEqual(["m2"]);
    expect(await rowOf(offer.id)).toMatchObject({
      status: "published",
      pending_action: null,
      publication_error: "Invalid multiposting credentials",
    });
  });

  it("retries a server fault, and on the last attempt keeps the failure and frees the offer", async () => {
    await storeCredentials("agence-lyon", "secret-talentplug");
    const offer = await offerAwaiting();
    fake.faults.push({ kind: "server-fault", text: "Erreur interne" });
    expect((await deliver([{ id: "m1", body: publish(offer) }])).retryMessages).toHaveLength(1);
    fake.faults.push({ kind: "timeout" });
    expect((await deliver([{ id: "m1", body: publish(offer), attempts: 5 }])).explicitAcks).toEqual(["m1"]);
    const row = await rowOf(offer.id);
    expect(row).toMatchObject({ status: "draft", pending_action: null });
    expect(row.publication_error).toMatch(/did not answer/);
  });
});
