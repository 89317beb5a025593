import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { JobEnvelope } from "#features/jobs/job-envelope";
import queuesWorker from "#queues/src/index";
import { SAMPLES } from "#tests/fixtures/document-bytes";
import { textPdf } from "#tests/fixtures/text-pdf";
import { listed, uploaded, workerOfNewAgency } from "../document-factories";

// OCR of identity papers and CVs in the queue (decision 0024): the upload enqueues
// `ocr.read` in a space with its ocr flag, the consumer reads the document once and saves suggestions.

afterEach(() => vi.restoreAllMocks());

// The consumer as in development: local drivers, the same D1 and R2.
const queuesEnv = { ...env, EMAIL_DRIVER: "local", OCR_DRIVER: "local" };

function captureJobs() {
  const send = vi.spyOn(env.JOBS, "send");
  return () => send.mock.calls.map(([body]) => body as JobEnvelope);
}

async function deliver(jobs: JobEnvelope[]) {
  const batch = createMessageBatch(
    "interim-jobs",
    jobs.map((body, index) => ({ id: `m${index}-${crypto.randomUUID()}`, body, timestamp: new Date(), attempts: 1 })),
  );
  const ctx = createExecutionContext();
  await queuesWorker.queue(batch, queuesEnv, ctx);
  return getQueueResult(batch, ctx);
}

async function agencyWithOcr() {
  const agency = await workerOfNewAgency();
  await env.DB.prepare("UPDATE spaces SET ocr_enabled = 1 WHERE id = ?").bind(agency.space.id).run();
  return agency;
}

async function suggestionsOf(workerId: number) {
  const { results } = await env.DB.prepare("SELECT field, value, status FROM worker_suggestions WHERE worker_id = ? ORDER BY field")
    .bind(workerId)
    .all();
  return results;
}

const cvText = ["Nom : Garnier", "Prenom : Lucie", "lucie.garnier@example.test", "06 98 76 54 32"];

describe("documents: OCR in the queue", () => {
  it("reads a CV once into suggestions, even when the job is delivered twice", async () => {
    const { token, path, worker } = await agencyWithOcr();
    const jobs = captureJobs();
    const cv = await uploaded(path, token, textPdf(cvText), { type: "cv" }, "cv.pdf");
    expect(cv.ocr_status).toBe("pending");
    const queued = jobs();
    expect(queued).toEqual([{ type: "ocr.read", version: 1, payload: { document_id: cv.id, space_id: expect.any(Number) } }]);

    expect((await deliver(queued)).explicitAcks).toHaveLength(1);
    expect((await deliver(queued)).explicitAcks).toHaveLength(1);
    expect(await suggestionsOf(worker.id)).toEqual([
      { field: "email", value: "lucie.garnier@example.test", status: "pending" },
      { field: "first_name", value: "Lucie", status: "pending" },
      { field: "last_name", value: "Garnier", status: "pending" },
      { field: "mobile_phone_number", value: "+33698765432", status: "pending" },
    ]);
    const [document] = await listed(path, token);
    expect(document).toMatchObject({ id: cv.id, ocr_status: "done", ocr_error: null });
  });

  it("a reading that fails keeps the document and records the spec's 'OCR saving failed' on it", async () => {
    const { token, path, worker } = await agencyWithOcr();
    const jobs = captureJobs();
    // A PDF by its signature whose body no reader can parse.
    const broken = new Uint8Array([...new TextEncoder().encode("%PDF-1.7\n"), ...crypto.getRandomValues(new Uint8Array(512))]);
    const document = await uploaded(path, token, broken, { type: "passport" }, "passport.pdf");
    const result = await deliver(jobs());
    expect(result.explicitAcks).toHaveLength(1);
    expect(result.retryMessages).toEqual([]);
    const [kept] = await listed(path, token);
    expect(kept).toMatchObject({ id: document.id, ocr_status: "failed", ocr_error: "OCR saving failed" });
    expect(await suggestionsOf(worker.id)).toEqual([]);
  });

  it("an image with the local driver: an honest no_text, no suggestion", async () => {
    const { token, path, worker } = await agencyWithOcr();
    const jobs = captureJobs();
    await uploaded(path, token, SAMPLES.png(), { type: "id_card_recto" }, "recto.png");
    await deliver(jobs());
    expect((await listed(path, token))[0]).toMatchObject({ ocr_status: "no_text", ocr_error: null });
    expect(await suggestionsOf(worker.id)).toEqual([]);
  });

  it("nothing is read without the space's flag, nor for a document that is neither identity nor CV", async () => {
    const plain = await workerOfNewAgency();
    const withOcr = await agencyWithOcr();
    const jobs = captureJobs();
    const cv = await uploaded(plain.path, plain.token, textPdf(cvText), { type: "cv" }, "cv.pdf");
    const rib = await uploaded(withOcr.path, withOcr.token, textPdf(cvText), { type: "rib" }, "rib.pdf");
    expect(jobs()).toEqual([]);
    expect([cv.ocr_status, rib.ocr_status]).toEqual([null, null]);
  });
});
