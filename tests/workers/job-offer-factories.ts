import { env } from "cloudflare:workers";
import { expect, vi } from "vitest";
import { createD1Database } from "#db/client";
import type { JobEnvelope } from "#features/jobs/job-envelope";
import { runJob } from "#features/jobs/run-job";
import { hubPublisher } from "#features/notifications/live-publisher";
import { api, signedInUser } from "./factories";
import { readJson } from "./json";
import { agencyWithLink } from "./registration-factories";

// Job offers for the workerd tests: an agency with a public link, its administrator (who sets the
// credentials) and a multiposting agent, a valid offer body, and the queue's jobs run in place.

export type OfferAnswer = {
  id: number;
  space_id: number;
  title: string;
  description: string | null;
  status: "draft" | "published" | "unpublished";
  published_at: string | null;
  pending_action: string | null;
  publication_error: string | null;
  boards_url: string | null;
  applicants_count: number;
  public_url: string | null;
  auto_republish: boolean;
  next_republish_at: string | null;
  job_boards: { board: string; url: string | null; published_at: string | null }[];
  updated_at: string;
  [key: string]: unknown;
};

export async function multipostingAgency(options: { credentials?: boolean } = {}) {
  const space = await agencyWithLink();
  const admin = await signedInUser({ spaceIds: [space.id], permissions: ["space-users", "multiposting"] });
  const agent = await signedInUser({ spaceIds: [space.id], permissions: ["multiposting"] });
  if (options.credentials !== false) {
    const saved = await setCredentials(admin.token, space.id, "agence", "secret");
    expect(saved.status).toBe(200);
  }
  return { space, admin, agent };
}

export function setCredentials(token: string, spaceId: number, login: string, password: string) {
  return api(`/v1/spaces/${spaceId}/multiposting`, { method: "PUT", token, json: { login, password } });
}

export function offerBody(spaceId: number, overrides: Record<string, unknown> = {}) {
  return {
    space_id: spaceId,
    title: "Préparateur de commandes H/F",
    description: "Préparation de commandes en entrepôt frais.\nPort de charges.",
    contract_type: "temporary_work",
    postal_code: "69007",
    city: "Lyon",
    salary_min: 12.5,
    salary_max: 13.2,
    salary_period: "hour",
    ...overrides,
  };
}

export async function createOffer(token: string, spaceId: number, overrides: Record<string, unknown> = {}) {
  const response = await api("/v1/job-offers", { method: "POST", token, json: offerBody(spaceId, overrides) });
  expect(response.status).toBe(201);
  return readJson<OfferAnswer>(response);
}

/** Calls /v1 and answers the jobs it put on the queue (this project runs no consumer). */
export async function withJobs(call: () => Promise<Response>) {
  const send = vi.spyOn(env.JOBS, "send");
  try {
    const response = await call();
    return { response, jobs: send.mock.calls.map(([job]) => job as JobEnvelope) };
  } finally {
    send.mockRestore();
  }
}

/** Runs a job as the queue consumer does (the local multiposting driver, as in development). */
export async function consume(job: JobEnvelope, attempts = 1) {
  await runJob(job, { db: createD1Database(env.DB), env: { ...env }, live: hubPublisher(env.NOTIFICATIONS), now: new Date(), attempts });
}

/** POST /v1/job-offers/{id}/{action}, then its job run: the offer as it is once the queue did its work. */
export async function publicationDone(token: string, id: number, action: "publish" | "unpublish" | "republish") {
  const { response, jobs } = await withJobs(() => api(`/v1/job-offers/${id}/${action}`, { method: "POST", token }));
  expect(response.status).toBe(202);
  for (const job of jobs) await consume(job);
  return readJson<OfferAnswer>(await api(`/v1/job-offers/${id}`, { token }));
}
