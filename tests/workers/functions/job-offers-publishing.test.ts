import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { createD1Database } from "#db/client";
import { EVERY_MINUTE } from "#domain/jobs/cron-schedules";
import { runCronTasks } from "#features/jobs/cron-tasks";
import type { JobEnvelope } from "#features/jobs/job-envelope";
import { credentialsCipher } from "#features/multiposting/credentials-cipher";
import { readMultipostingConfig } from "#features/multiposting/drivers/multiposting-config";
import { hubPublisher } from "#features/notifications/live-publisher";
import { api } from "../factories";
import { consume, createOffer, multipostingAgency, publicationDone, withJobs, type OfferAnswer } from "../job-offer-factories";
import { readJson } from "../json";
import type { ErrorAnswer } from "../worker-factories";

// Publishing through the queue (202, then the job), idempotently, with the local Talentplug driver;
// the agency's own channel (/v1/public/spaces/{url}/job-offers) that follows the offer's status; the
// cron's automatic republishing.

type PublicList = { agency: { url: string; name: string }; offers: { id: number; title: string }[] };

async function outboxCount(reference: string) {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM outbox_messages WHERE channel = 'multiposting' AND subject LIKE ?")
    .bind(`% ${reference}: %`)
    .first<{ n: number }>();
  return row!.n;
}

describe("publishing a job offer", () => {
  it("answers 202 and goes through the queue: published once the provider took it, with its date, boards page and public page", async () => {
    const { space, agent } = await multipostingAgency();
    const offer = await createOffer(agent.token, space.id);
    const { response, jobs } = await withJobs(() => api(`/v1/job-offers/${offer.id}/publish`, { method: "POST", token: agent.token }));
    expect(response.status).toBe(202);
    expect(await readJson<OfferAnswer>(response)).toMatchObject({ status: "draft", pending_action: "publish", published_at: null });
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ type: "multiposting.publish", version: 1, payload: { job_offer_id: offer.id } });

    // Asked again while on its way: nothing new is queued.
    const again = await withJobs(() => api(`/v1/job-offers/${offer.id}/publish`, { method: "POST", token: agent.token }));
    expect(again.response.status).toBe(202);
    expect(again.jobs).toEqual([]);

    // Delivered twice: sent once.
    await consume(jobs[0]!);
    await consume(jobs[0]!);
    const published = await readJson<OfferAnswer>(await api(`/v1/job-offers/${offer.id}`, { token: agent.token }));
    expect(published).toMatchObject({ status: "published", pending_action: null, publication_error: null });
    expect(Date.parse(published.published_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(published.boards_url).toContain("/dev/multiposting?reference=");
    expect(published.public_url).toBe(`http://localhost:5173/offres/${space.url}/${offer.id}`);
    expect(published.job_boards).toEqual([{ board: "agency_page", url: published.public_url, published_at: published.published_at }]);
    expect(await outboxCount(`interim-${space.id}-${offer.id}`)).toBe(1);

    // Published: publish again changes nothing.
    const done = await withJobs(() => api(`/v1/job-offers/${offer.id}/publish`, { method: "POST", token: agent.token }));
    expect(done.response.status).toBe(202);
    expect(done.jobs).toEqual([]);
  });

  it("republishes (a new date) and unpublishes (archived, gone from the agency's page); refuses what a status does not allow", async () => {
    const { space, agent } = await multipostingAgency();
    const offer = await createOffer(agent.token, space.id);
    const unpublishDraft = await api(`/v1/job-offers/${offer.id}/unpublish`, { method: "POST", token: agent.token });
    expect(unpublishDraft.status).toBe(409);
    expect((await readJson<ErrorAnswer>(unpublishDraft)).error.message).toBe("Invalid status");

    const first = await publicationDone(agent.token, offer.id, "publish");
    await env.DB.prepare("UPDATE job_offers SET published_at = published_at - 86400000 WHERE id = ?").bind(offer.id).run();
    const republished = await publicationDone(agent.token, offer.id, "republish");
    expect(republished.status).toBe("published");
    expect(Date.parse(republished.published_at!)).toBeGreaterThanOrEqual(Date.parse(first.published_at!));
    expect(await readJson<PublicList>(await api(`/v1/public/spaces/${space.url}/job-offers`))).toMatchObject({
      offers: [{ id: offer.id, title: offer.title }],
    });

    const unpublished = await publicationDone(agent.token, offer.id, "unpublish");
    expect(unpublished).toMatchObject({ status: "unpublished", public_url: null, job_boards: [] });
    expect((await api(`/v1/public/spaces/${space.url}/job-offers/${offer.id}`)).status).toBe(404);
    expect((await readJson<PublicList>(await api(`/v1/public/spaces/${space.url}/job-offers`))).offers).toEqual([]);
    const republishArchived = await api(`/v1/job-offers/${offer.id}/republish`, { method: "POST", token: agent.token });
    expect(republishArchived.status).toBe(409);

    // Archived, it can be published again.
    expect((await publicationDone(agent.token, offer.id, "publish")).status).toBe("published");
  });

  it("answers 409 while another action is on its way, and without credentials (the spec's message)", async () => {
    const { space, agent } = await multipostingAgency();
    const offer = await createOffer(agent.token, space.id);
    await publicationDone(agent.token, offer.id, "publish");
    const { jobs } = await withJobs(() => api(`/v1/job-offers/${offer.id}/republish`, { method: "POST", token: agent.token }));
    expect(jobs).toHaveLength(1);
    const busy = await api(`/v1/job-offers/${offer.id}/unpublish`, { method: "POST", token: agent.token });
    expect(busy.status).toBe(409);
    expect((await readJson<ErrorAnswer>(busy)).error.message).toBe("Publication in progress");

    const bare = await multipostingAgency({ credentials: false });
    const draft = await createOffer(bare.agent.token, bare.space.id);
    const refused = await api(`/v1/job-offers/${draft.id}/publish`, { method: "POST", token: bare.agent.token });
    expect(refused.status).toBe(409);
    expect((await readJson<ErrorAnswer>(refused)).error.message).toBe("No multiposting credentials");
  });

  it("keeps the provider's refusal on the offer, and the status as it was", async () => {
    const { space, agent } = await multipostingAgency();
    const offer = await createOffer(agent.token, space.id);
    // The account was accepted once, and the provider refuses it now (the local driver refuses "refused").
    const encrypted = await credentialsCipher(readMultipostingConfig({ ...env })).encrypt(space.id, "refused");
    await env.DB.prepare("UPDATE multiposting_credentials SET password_ciphertext = ?, password_iv = ?, key_id = ? WHERE space_id = ?")
      .bind(encrypted.password_ciphertext, encrypted.password_iv, encrypted.key_id, space.id)
      .run();
    const refused = await publicationDone(agent.token, offer.id, "publish");
    expect(refused).toMatchObject({ status: "draft", pending_action: null, publication_error: "Invalid multiposting credentials" });
    // A credentials row copied to another space does not decrypt there.
    const other = await multipostingAgency({ credentials: false });
    await expect(credentialsCipher(readMultipostingConfig({ ...env })).decrypt(other.space.id, encrypted)).rejects.toThrow();
  });
});

describe("the agency's own channel", () => {
  it("shows published offers only, without anything internal; drafts, archived, deleted and unknown ones are 404", async () => {
    const { space, agent } = await multipostingAgency();
    const published = await createOffer(agent.token, space.id, { title: "Cariste H/F", description: "</script><script>alert(1)</script>" });
    const draft = await createOffer(agent.token, space.id, { title: "Brouillon" });
    await publicationDone(agent.token, published.id, "publish");

    const one = await api(`/v1/public/spaces/${space.url}/job-offers/${published.id}`);
    expect(one.status).toBe(200);
    const body = await readJson<Record<string, unknown>>(one);
    expect(body).toMatchObject({ id: published.id, title: "Cariste H/F", city: "Lyon", agency: { url: space.url } });
    for (const hidden of ["space_id", "applicants_count", "boards_url", "publication_error", "pending_action", "multiposting_ref"]) {
      expect(body).not.toHaveProperty(hidden);
    }
    expect((await api(`/v1/public/spaces/${space.url}/job-offers/${draft.id}`)).status).toBe(404);
    expect((await api(`/v1/public/spaces/other-${space.url}/job-offers/${published.id}`)).status).toBe(404);
    expect((await api(`/v1/public/spaces/unknown-agency/job-offers`)).status).toBe(404);

    const other = await multipostingAgency();
    expect((await api(`/v1/public/spaces/${other.space.url}/job-offers/${published.id}`)).status).toBe(404);

    expect((await api(`/v1/job-offers/${published.id}`, { method: "DELETE", token: agent.token })).status).toBe(204);
    expect((await api(`/v1/public/spaces/${space.url}/job-offers/${published.id}`)).status).toBe(404);
    expect((await readJson<PublicList>(await api(`/v1/public/spaces/${space.url}/job-offers`))).offers).toEqual([]);
  });
});

describe("automatic republishing", () => {
  it("the every-minute cron republishes a published offer a week after its publication, once, through the queue", async () => {
    const { space, agent } = await multipostingAgency();
    const offer = await createOffer(agent.token, space.id, { auto_republish: true });
    const published = await publicationDone(agent.token, offer.id, "publish");
    const nextAt = Date.parse(published.next_republish_at!);
    expect(nextAt - Date.parse(published.published_at!)).toBe(7 * 86_400_000);

    const send = vi.spyOn(env.JOBS, "send");
    const cron = (now: Date) =>
      runCronTasks(EVERY_MINUTE, { db: createD1Database(env.DB), env: { ...env }, live: hubPublisher(env.NOTIFICATIONS), now });
    try {
      await cron(new Date(nextAt - 60_000));
      const ours = () =>
        send.mock.calls
          .map(([job]) => job as JobEnvelope)
          .filter((job) => (job.payload as { job_offer_id?: number }).job_offer_id === offer.id);
      expect(ours()).toEqual([]);
      await cron(new Date(nextAt + 60_000));
      await cron(new Date(nextAt + 120_000));
      expect(ours()).toHaveLength(1);
      await consume(ours()[0]!);
    } finally {
      send.mockRestore();
    }
    const republished = await readJson<OfferAnswer>(await api(`/v1/job-offers/${offer.id}`, { token: agent.token }));
    expect(Date.parse(republished.published_at!)).toBeGreaterThan(Date.parse(published.published_at!) - 1);
    expect(Date.parse(republished.next_republish_at!)).toBe(Date.parse(republished.published_at!) + 7 * 86_400_000);
    const logged = await env.DB.prepare(
      "SELECT user_id, method FROM activity_logs WHERE schema = 'job_offers' AND subject_id = ? AND title LIKE '%republication%'",
    )
      .bind(String(offer.id))
      .first<{ user_id: number | null; method: string }>();
    expect(logged).toEqual({ user_id: null, method: "CRON" });

    // Switched off, it is no longer due.
    const off = await api(`/v1/job-offers/${offer.id}`, { method: "PATCH", token: agent.token, json: { auto_republish: false } });
    expect((await readJson<OfferAnswer>(off)).next_republish_at).toBeNull();
  });
});
