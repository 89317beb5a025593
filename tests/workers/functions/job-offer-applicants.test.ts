import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SAMPLES } from "#tests/fixtures/document-bytes";
import { api } from "../factories";
import { createOffer, multipostingAgency, publicationDone, type OfferAnswer } from "../job-offer-factories";
import { readJson } from "../json";
import { register, registrationBody, uploadedFile } from "../registration-factories";

// Applicants (spec 000 §3 Job offer: applicants): a candidate registering from an offer's page becomes
// its applicant; one already in the agency's pool is attached, not registered twice.

type ApplicantAnswer = { worker_id: number; first_name: string; last_name: string; email: string | null; applied_at: string };

async function publishedOffer() {
  const agency = await multipostingAgency();
  const offer = await createOffer(agency.agent.token, agency.space.id, { title: "Cariste H/F" });
  await publicationDone(agency.agent.token, offer.id, "publish");
  return { ...agency, offer };
}

async function applicantsOf(token: string, offerId: number) {
  const response = await api(`/v1/job-offers/${offerId}/applicants`, { token });
  expect(response.status).toBe(200);
  return { total: response.headers.get("X-Total-Count"), items: await readJson<ApplicantAnswer[]>(response) };
}

async function applyWith(url: string, overrides: Record<string, unknown>) {
  const cv = await uploadedFile(url, SAMPLES.pdf(`CV ${crypto.randomUUID()}`));
  return register(url, registrationBody([{ upload_id: cv, type: "cv" }], overrides));
}

describe("applying to a published offer from the agency's registration", () => {
  it("registers the candidate as the offer's applicant, counted on the offer, and tells the agency's users", async () => {
    const { space, agent, offer } = await publishedOffer();
    const response = await applyWith(space.url, { job_offer_id: offer.id, first_name: "Inès", last_name: "Moreau" });
    expect(response.status).toBe(201);
    const { reference } = await readJson<{ reference: string }>(response);

    const { total, items } = await applicantsOf(agent.token, offer.id);
    expect(total).toBe("1");
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ first_name: "Inès", last_name: "Moreau" });
    expect(reference).toMatch(/^PE-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect((await readJson<OfferAnswer>(await api(`/v1/job-offers/${offer.id}`, { token: agent.token }))).applicants_count).toBe(1);
    const notification = await env.DB.prepare(
      "SELECT type, template, params, data_superworker_id FROM notifications WHERE space_id = ? ORDER BY id DESC",
    )
      .bind(space.id)
      .first<{ type: number; template: string; params: string; data_superworker_id: number }>();
    expect(notification).toMatchObject({ type: 3, template: "registration_submitted", data_superworker_id: items[0]!.worker_id });
    expect(JSON.parse(notification!.params)).toMatchObject({ job_offer_title: "Cariste H/F", reference });
  });

  it("attaches a candidate already in the pool (same e-mail) without a second worker nor any change to theirs, once", async () => {
    const { space, agent, offer } = await publishedOffer();
    const first = await applyWith(space.url, { first_name: "Inès", last_name: "Moreau" });
    expect(first.status).toBe(201);
    const worker = await env.DB.prepare("SELECT id, email, mobile_phone_number FROM workers WHERE space_id = ?")
      .bind(space.id)
      .first<{ id: number; email: string; mobile_phone_number: string }>();

    for (let attempt = 0; attempt < 2; attempt++) {
      const again = await applyWith(space.url, { job_offer_id: offer.id, email: worker!.email, first_name: "Autre", last_name: "Nom" });
      expect(again.status).toBe(201);
      // Answered as any registration: an opaque reference, never the known worker's.
      expect((await readJson<{ reference: string }>(again)).reference).toMatch(/^PE-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    }
    const workers = await env.DB.prepare("SELECT count(*) AS n, max(first_name) AS first_name FROM workers WHERE space_id = ?")
      .bind(space.id)
      .first<{ n: number; first_name: string }>();
    expect(workers).toEqual({ n: 1, first_name: "Inès" });
    const { items } = await applicantsOf(agent.token, offer.id);
    expect(items.map((item) => item.worker_id)).toEqual([worker!.id]);
    const told = await env.DB.prepare("SELECT count(*) AS n FROM notifications WHERE space_id = ? AND template = 'job_offer_applied'")
      .bind(space.id)
      .first<{ n: number }>();
    expect(told!.n).toBe(1);

    // Without an offer, the same candidate is still refused as already registered.
    expect((await applyWith(space.url, { email: worker!.email })).status).toBe(409);
  });

  it("registers a candidate whose offer is not (or no longer) published, or another agency's, without linking them", async () => {
    const { space, agent, offer } = await publishedOffer();
    const draft = await createOffer(agent.token, space.id);
    const other = await publishedOffer();
    for (const jobOfferId of [draft.id, other.offer.id, 2_000_000_000]) {
      expect((await applyWith(space.url, { job_offer_id: jobOfferId })).status).toBe(201);
    }
    expect((await applicantsOf(agent.token, offer.id)).items).toEqual([]);
    expect((await applicantsOf(agent.token, draft.id)).items).toEqual([]);
    expect((await applicantsOf(other.agent.token, other.offer.id)).items).toEqual([]);
    expect((await applyWith(space.url, { job_offer_id: "42" })).status).toBe(422);
  });
});
