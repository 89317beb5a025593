import { createExecutionContext, createMessageBatch } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { JobEnvelope } from "#features/jobs/job-envelope";
import type { Suggestion } from "#domain/ocr/suggestion-schemas";
import queuesWorker from "#queues/src/index";
import { textPdf } from "#tests/fixtures/text-pdf";
import { uploaded, workerOfNewAgency } from "../document-factories";
import { api } from "../factories";
import type { ErrorAnswer } from "../worker-factories";

// OCR suggestions on a worker's profile: listed, accepted through the worker's own edit rules and
// lost-update guard, rejected; a space without its ocr flag sees the feature deactivated.

afterEach(() => vi.restoreAllMocks());

const queuesEnv = { ...env, EMAIL_DRIVER: "local", OCR_DRIVER: "local" };

async function workerWithSuggestions(lines: string[]) {
  const agency = await workerOfNewAgency();
  await env.DB.prepare("UPDATE spaces SET ocr_enabled = 1 WHERE id = ?").bind(agency.space.id).run();
  const send = vi.spyOn(env.JOBS, "send");
  await uploaded(agency.path, agency.token, textPdf(lines), { type: "cv" }, "cv.pdf");
  const jobs = send.mock.calls.map(([body]) => body as JobEnvelope);
  const batch = createMessageBatch(
    "interim-jobs",
    jobs.map((body, i) => ({ id: `o${i}`, body, timestamp: new Date(), attempts: 1 })),
  );
  await queuesWorker.queue(batch, queuesEnv, createExecutionContext());
  const base = `/v1/workers/${agency.worker.id}`;
  const list = async () => (await (await api(`${base}/suggestions`, { token: agency.token })).json()) as Suggestion[];
  return { ...agency, base, list };
}

const bySuggestedField = (suggestions: Suggestion[], field: string) => suggestions.find((s) => s.field === field)!;

describe("OCR suggestions", () => {
  it("accepting applies the value to the profile like an edit, logged; rejecting leaves the profile; each decides once", async () => {
    const { token, base, list } = await workerWithSuggestions(["Nom : Garnier", "lucie.garnier@example.test"]);
    const pending = await list();
    expect(pending.map((s) => [s.field, s.value, s.status])).toEqual([
      ["last_name", "Garnier", "pending"],
      ["email", "lucie.garnier@example.test", "pending"],
    ]);
    const email = bySuggestedField(pending, "email");
    const accepted = await api(`${base}/suggestions/${email.id}/accept`, { method: "POST", token });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ id: email.id, status: "accepted" });
    expect(accepted.headers.get("ETag")).toBeTruthy();
    expect(await (await api(base, { token })).json()).toMatchObject({ email: "lucie.garnier@example.test" });
    expect((await api(`${base}/suggestions/${email.id}/accept`, { method: "POST", token })).status).toBe(409);

    const name = bySuggestedField(pending, "last_name");
    const before = (await (await api(base, { token })).json()) as { last_name: string };
    expect((await api(`${base}/suggestions/${name.id}/reject`, { method: "POST", token })).status).toBe(200);
    expect(await (await api(base, { token })).json()).toMatchObject({ last_name: before.last_name });
    expect(await list()).toEqual([]);
  });

  it("an accept against a stale version of the worker is the edit's 412, and the suggestion stays pending", async () => {
    const { token, base, list } = await workerWithSuggestions(["Nom : Garnier"]);
    const [suggestion] = await list();
    const etag = (await api(base, { token })).headers.get("ETag")!;
    expect((await api(base, { method: "PATCH", token, json: { first_name: "Lucie" } })).status).toBe(200);
    const stale = await api(`${base}/suggestions/${suggestion!.id}/accept`, { method: "POST", token, headers: { "If-Match": etag } });
    expect(stale.status).toBe(412);
    expect((await list()).map((s) => s.status)).toEqual(["pending"]);
  });

  it("another space's suggestion is not found; a space without its ocr flag gets 403 'Feature deactivated'", async () => {
    const { base, list } = await workerWithSuggestions(["Nom : Garnier"]);
    const [suggestion] = await list();
    const stranger = await workerOfNewAgency();
    expect((await api(`${base}/suggestions`, { token: stranger.token })).status).toBe(404);
    expect((await api(`${base}/suggestions/${suggestion!.id}/accept`, { method: "POST", token: stranger.token })).status).toBe(404);
    const own = `/v1/workers/${stranger.worker.id}`;
    const refused = await api(`${own}/suggestions`, { token: stranger.token });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorAnswer).error.message).toBe("Feature deactivated");
    expect((await api(`${own}/suggestions/${suggestion!.id}/reject`, { method: "POST", token: stranger.token })).status).toBe(403);
  });
});
