import { describe, expect, it } from "vitest";
import { WORKER_STATES } from "#domain/enums/worker";
import { parseNir } from "#domain/french/nir";
import { parseFrenchPhone } from "#domain/french/phone";
import { WorkerCreateSchema } from "#domain/workers/worker-schemas";
import { demoWorkerStatements, generateWorkers, LILLE_TOWNS, LYON_TOWNS } from "#db/seed/demo-workers";

const NOW = Date.UTC(2026, 10, 21, 9, 0);
const lyon = generateWorkers({ spaceId: 1, count: 200, firstId: 1, towns: LYON_TOWNS, now: NOW, seed: 69 });
const lille = generateWorkers({ spaceId: 2, count: 200, firstId: 201, towns: LILLE_TOWNS, now: NOW, seed: 59 });
const all = [...lyon, ...lille];

describe("demo workers (db/seed/demo-workers.ts)", () => {
  it("pass the worker form's own schema: names, NIR with its key and identity, mobile, postal code", () => {
    for (const worker of all) {
      const {
        id: _id,
        latitude: _lat,
        longitude: _lng,
        under_18: _u,
        archived_at: _a,
        created_at: _c,
        updated_at: _up,
        ...fields
      } = worker.row;
      const result = WorkerCreateSchema.safeParse({ ...fields, favorite_jobs: worker.jobs, transportation_means: worker.means });
      expect(result.error?.issues ?? [], `worker ${worker.id}`).toEqual([]);
    }
  });

  it("include Corsican (2A/2B, 20 before 1976), overseas and foreign births, and overseas mobiles", () => {
    const nirs = all.map((worker) => parseNir(String(worker.row.nir))).filter((nir) => nir.ok);
    expect(nirs).toHaveLength(all.length);
    const places = new Set(nirs.map((nir) => (nir.ok ? nir.departement : "")));
    expect([...places]).toEqual(expect.arrayContaining(["2A", "2B", "974", "99", "69", "59"]));
    expect(all.some((worker) => String(worker.row.mobile_phone_number).startsWith("+262692"))).toBe(true);
    for (const worker of all) expect(parseFrenchPhone(String(worker.row.mobile_phone_number), { mobileOnly: true }).ok).toBe(true);
  });

  it("keep e-mails, mobiles and external refs unique, spread the six states, archive a few", () => {
    for (const field of ["email", "mobile_phone_number", "external_ref"]) {
      const values = all.map((worker) => worker.row[field]).filter((value) => value !== null);
      expect(new Set(values).size, field).toBe(values.length);
    }
    expect(new Set(all.map((worker) => worker.row.state))).toEqual(new Set(WORKER_STATES));
    const archived = all.filter((worker) => worker.row.archived_at !== null).length;
    expect(archived).toBeGreaterThan(5);
    expect(archived).toBeLessThan(60);
    expect(lyon.every((worker) => Number(worker.row.latitude) > 45 && Number(worker.row.latitude) < 46.1)).toBe(true);
    expect(lille.every((worker) => Number(worker.row.latitude) > 50.3)).toBe(true);
  });

  it("give availabilities that never clash for one worker, around now", () => {
    const withPeriods = all.filter((worker) => worker.availabilities.length > 0);
    expect(withPeriods.length).toBeGreaterThan(100);
    for (const worker of withPeriods) {
      const periods = [...worker.availabilities].sort((a, b) => a.starts_at - b.starts_at);
      periods.slice(1).forEach((period, index) => expect(period.starts_at).toBeGreaterThanOrEqual(periods[index]!.ends_at));
      expect(Math.abs(periods[0]!.starts_at - NOW)).toBeLessThan(15 * 86_400_000);
    }
  });

  it("is deterministic and written as multi-row inserts", () => {
    const first = demoWorkerStatements(NOW);
    expect(demoWorkerStatements(NOW)).toEqual(first);
    expect(first.length).toBeLessThan(30);
    expect(first.every((statement) => statement.length < 100_000)).toBe(true);
  });
});
