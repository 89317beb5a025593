import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { createD1Database } from "#db/client";
import type { JobEnvelope } from "#features/jobs/job-envelope";
import { runJob } from "#features/jobs/run-job";
import { hubPublisher } from "#features/notifications/live-publisher";
import type { StatisticsExport } from "#domain/statistics/statistics-schemas";
import { api, signedInUser } from "../factories";
import { readJson } from "../json";
import { MONTH, statisticsSpace } from "../statistics-factories";
import type { ErrorAnswer } from "../worker-factories";

// POST /v1/statistics/exports answers 202 and queues the build; the job (run here as the consumer
// runs it) writes the file into R2 once; the list shows its status and the file downloads.

async function askExport(token: string, body: unknown) {
  const send = vi.spyOn(env.JOBS, "send");
  try {
    const response = await api("/v1/statistics/exports", { method: "POST", token, json: body });
    return { response, jobs: send.mock.calls.map(([job]) => job as JobEnvelope) };
  } finally {
    send.mockRestore();
  }
}

function consume(job: JobEnvelope, attempts = 1) {
  return runJob(job, { db: createD1Database(env.DB), env, live: hubPublisher(env.NOTIFICATIONS), now: new Date(), attempts });
}

async function listed(token: string, id: number) {
  const response = await api("/v1/statistics/exports", { token });
  expect(response.status).toBe(200);
  return (await readJson<StatisticsExport[]>(response)).find((entry) => entry.id === id);
}

describe("statistics exports", () => {
  it("queues a CSV export (202), builds it once however often its job comes, lists it ready and downloads it", async () => {
    const { space, owner } = await statisticsSpace();
    const { response, jobs } = await askExport(owner.token, { space_id: space.id, ...MONTH, format: "csv" });
    expect(response.status).toBe(202);
    const asked = await readJson<StatisticsExport>(response);
    expect(asked).toMatchObject({
      space_id: space.id,
      from: MONTH.from,
      to: MONTH.to,
      format: "csv",
      status: "queued",
      requested_by: "user",
    });
    expect(jobs).toEqual([{ type: "statistics.export", version: 1, payload: { export_id: asked.id } }]);

    expect((await listed(owner.token, asked.id))?.status).toBe("queued");
    const early = await api(`/v1/statistics/exports/${asked.id}/file`, { token: owner.token });
    expect(early.status).toBe(409);

    const put = vi.spyOn(env.FILES, "put");
    try {
      await consume(jobs[0]!);
      await consume(jobs[0]!);
      expect(put).toHaveBeenCalledTimes(1);
    } finally {
      put.mockRestore();
    }
    const ready = (await listed(owner.token, asked.id))!;
    // 4 registrations, 2 orders, 2 DPAE.
    expect(ready).toMatchObject({ status: "ready", row_count: 8 });
    expect(ready.size_bytes).toBeGreaterThan(100);

    const file = await api(`/v1/statistics/exports/${asked.id}/file`, { token: owner.token });
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("Content-Disposition")).toContain(`statistiques-agence-${space.id}-2031-03-01-2031-03-31.csv`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes.byteLength).toBe(ready.size_bytes);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain("Intérimaires inscrits;4");
    expect(text).toContain('\'=HYPERLINK(""http://x"")');
    expect(text).toContain("'+SUM(A1) NIR invalide");
  });

  it("builds an XLSX export of every space, and marks one failed once its attempts are spent", async () => {
    const { owner } = await statisticsSpace();
    const { response, jobs } = await askExport(owner.token, { ...MONTH, format: "xlsx" });
    expect(response.status).toBe(202);
    const asked = await readJson<StatisticsExport>(response);
    expect(asked.space_id).toBeNull();
    await consume(jobs[0]!);
    const file = await api(`/v1/statistics/exports/${asked.id}/file`, { token: owner.token });
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const bytes = new Uint8Array(await file.arrayBuffer());
    // A ZIP archive (PK\x03\x04): the Node test reads its sheets back with exceljs.
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);

    const failing = await askExport(owner.token, { ...MONTH, format: "csv" });
    const failingId = (await readJson<StatisticsExport>(failing.response)).id;
    const put = vi.spyOn(env.FILES, "put").mockRejectedValue(new Error("R2 unavailable"));
    try {
      await expect(consume(failing.jobs[0]!, 1)).rejects.toThrow(/R2 unavailable/);
      expect((await listed(owner.token, failingId))?.status).toBe("queued");
      await consume(failing.jobs[0]!, 5);
      expect((await listed(owner.token, failingId))?.status).toBe("failed");
    } finally {
      put.mockRestore();
    }
  });

  it("keeps at most 5 asked exports waiting at once: a sixth is refused (429) until one is built", async () => {
    const { owner } = await statisticsSpace();
    const asked: JobEnvelope[] = [];
    for (let index = 0; index < 5; index++) {
      const { response, jobs } = await askExport(owner.token, { ...MONTH, format: "csv" });
      expect(response.status).toBe(202);
      asked.push(...jobs);
    }
    const refused = await askExport(owner.token, { ...MONTH, format: "csv" });
    expect(refused.response.status).toBe(429);
    expect(refused.jobs).toEqual([]);
    await consume(asked[0]!);
    expect((await askExport(owner.token, { ...MONTH, format: "csv" })).response.status).toBe(202);
  });

  it("is the owners', and refuses a wrong body naming each field", async () => {
    const { space } = await statisticsSpace();
    const agent = await signedInUser({ spaceIds: [space.id], permissions: ["orders", "space-users"] });
    const refused = await askExport(agent.token, { space_id: space.id, ...MONTH, format: "csv" });
    expect(refused.response.status).toBe(403);
    expect(refused.jobs).toEqual([]);
    expect((await api("/v1/statistics/exports", { token: agent.token })).status).toBe(403);
    expect((await api("/v1/statistics/exports/1/file", { token: agent.token })).status).toBe(403);

    const owner = await signedInUser({ permissions: ["app-admin"] });
    const invalid = await askExport(owner.token, { from: "2031-03-31", to: "2031-03-01", format: "pdf", extra: true });
    expect(invalid.response.status).toBe(422);
    expect(((await readJson<ErrorAnswer>(invalid.response)).error.fields ?? []).map((field) => field.field).sort()).toEqual([
      "extra",
      "format",
    ]);
    expect((await askExport(owner.token, { space_id: 2_000_000_000, ...MONTH, format: "csv" })).response.status).toBe(404);
    expect((await api("/v1/statistics/exports/2000000000/file", { token: owner.token })).status).toBe(404);
  });
});
