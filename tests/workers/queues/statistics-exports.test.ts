import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { jobEnvelope } from "#features/jobs/enqueue-job";
import { createXlsxWriter } from "#features/statistics/export-files/xlsx-writer";
import { lastMonthOf } from "#features/statistics/queue-monthly-exports";
import { StatisticsExportJob } from "#features/statistics/statistics-export-job";
import worker from "#queues/src/index";
import { createSpace } from "../factories";

// The queue Worker's side of the statistics exports: the monthly cron asks for last month's export of
// every space and of all, once however often it runs; the consumer builds one into R2; XLSX of 100,000
// rows inside workerd.

describe("the monthly statistics exports", () => {
  it("reads last month in Paris: on the 1st at 04:00 UTC, even at the turn of the year", () => {
    expect(lastMonthOf(new Date("2032-01-01T04:00:00Z"))).toEqual({ month: "2031-12", from: "2031-12-01", to: "2031-12-31" });
    expect(lastMonthOf(new Date("2031-03-01T04:00:00Z"))).toEqual({ month: "2031-02", from: "2031-02-01", to: "2031-02-28" });
    // 23:30 UTC on 31 March is already 1 April in Paris.
    expect(lastMonthOf(new Date("2031-03-31T23:30:00Z")).month).toBe("2031-03");
  });

  it("asks on the 1st for every space's and all spaces' export of last month, once, and the consumer builds one", async () => {
    const space = await createSpace();
    const send = vi.spyOn(env.JOBS, "sendBatch");
    let sent: number[];
    const scheduledTime = new Date("2033-06-01T04:00:00Z");
    vi.useFakeTimers({ now: scheduledTime, toFake: ["Date"] });
    try {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ cron: "0 4 1 * *", scheduledTime }), env, ctx);
      await worker.scheduled(createScheduledController({ cron: "0 4 1 * *", scheduledTime }), env, ctx);
      sent = send.mock.calls.flatMap(([messages]) =>
        [...messages].map((message) => (message.body as { payload: { export_id: number } }).payload.export_id),
      );
    } finally {
      vi.useRealTimers();
      send.mockRestore();
    }
    const rows = await env.DB.prepare(
      "SELECT id, space_id, from_day, to_day, format, status FROM statistics_exports WHERE schedule_key LIKE 'monthly:2033-05:%'",
    ).all<{ id: number; space_id: number | null; from_day: string; to_day: string; format: string; status: string }>();
    const spaces = await env.DB.prepare("SELECT count(*) AS n FROM spaces WHERE deleted_at IS NULL OR deleted_at >= ?")
      .bind(Date.parse("2033-04-30T22:00:00Z"))
      .first<{ n: number }>();
    // One per space and one for all of them, whatever the second run did.
    expect(rows.results).toHaveLength(spaces!.n + 1);
    expect(rows.results.filter((row) => row.space_id === null)).toHaveLength(1);
    expect(rows.results.every((row) => row.from_day === "2033-05-01" && row.to_day === "2033-05-31" && row.format === "xlsx")).toBe(true);
    expect(new Set(sent)).toEqual(new Set(rows.results.map((row) => row.id)));

    const ours = rows.results.find((row) => row.space_id === space.id)!;
    const batch = createMessageBatch("interim-jobs", [
      { id: "export-1", timestamp: new Date(), attempts: 1, body: jobEnvelope(StatisticsExportJob, { export_id: ours.id }) },
      { id: "export-2", timestamp: new Date(), attempts: 1, body: jobEnvelope(StatisticsExportJob, { export_id: ours.id }) },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks.sort()).toEqual(["export-1", "export-2"]);
    const built = await env.DB.prepare("SELECT status, r2_key, size_bytes FROM statistics_exports WHERE id = ?")
      .bind(ours.id)
      .first<{ status: string; r2_key: string; size_bytes: number }>();
    expect(built?.status).toBe("ready");
    const object = await env.FILES.get(built!.r2_key);
    expect(object?.size).toBe(built!.size_bytes);
    await object?.arrayBuffer();
  });

  it("writes an XLSX of 100,000 rows inside workerd", () => {
    const writer = createXlsxWriter();
    writer.sheet("Inscriptions", ["Référence", "Nom", "Date", "Nombre"]);
    for (let index = 0; index < 100_000; index++) writer.row([`PE-${index}`, `Dupont & Élodie ${index}`, "2031-03-02 09:00", index]);
    const bytes = writer.finish();
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(bytes.byteLength).toBeGreaterThan(500_000);
    expect(bytes.byteLength).toBeLessThan(5_000_000);
  }, 120_000);
});
