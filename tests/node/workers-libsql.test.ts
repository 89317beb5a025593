import { createClient, type Client } from "@libsql/client";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client";
import { createLibsqlDatabase } from "#db/client-libsql";
import { migrateLibsql } from "#db/migrate-libsql";
import { buildDemoSeedSql } from "#db/seed/build-demo-seed";
import { listWorkers, listWorkersQueries, type ListWorkersOptions } from "#db/workers/list-workers";
import { foldAccents } from "#domain/format/search-text";

// The worker list on the production driver (libSQL, as Turso runs it), over the demo seed: the FTS
// table, the generated sort keys, the counters kept by triggers, and a query plan that stays within
// the indexes for every filter of the list.

let db: Database;
let client: Client;

beforeAll(async () => {
  const url = `file:${join(mkdtempSync(join(tmpdir(), "workers-libsql-")), "test.db")}`;
  await migrateLibsql(url);
  client = createClient({ url });
  await client.executeMultiple(await buildDemoSeedSql(Date.UTC(2026, 10, 21, 9)));
  db = createLibsqlDatabase(url);
});

afterAll(() => client.close());

const NOW = new Date(Date.UTC(2026, 10, 21, 9));
const LYON = { latitude: 45.764, longitude: 4.8357 };

function options(
  filters: Partial<ListWorkersOptions["filters"]>,
  sort: ListWorkersOptions["sort"] = { field: "last_name", descending: false },
): ListWorkersOptions {
  return { spaceId: 1, filters: { archived: false, ...filters }, sort, page: 1, perPage: 25, now: NOW };
}

describe("the worker list on libSQL", () => {
  it("keeps worker_counts equal to the workers, after the seed and after changes", async () => {
    const actual = async () =>
      (
        await client.execute(
          "SELECT space_id, archived_at IS NOT NULL AS a, state, count(*) AS n FROM workers GROUP BY 1, 2, 3 ORDER BY 1, 2, 3",
        )
      ).rows.map((r) => [r.space_id, r.a, r.state, r.n].join());
    const counted = async () =>
      (
        await client.execute("SELECT space_id, is_archived AS a, state, count AS n FROM worker_counts WHERE count > 0 ORDER BY 1, 2, 3")
      ).rows.map((r) => [r.space_id, r.a, r.state, r.n].join());
    expect(await counted()).toEqual(await actual());
    await client.batch([
      "UPDATE workers SET state = 'employee' WHERE id IN (1, 2, 3)",
      "UPDATE workers SET archived_at = 1 WHERE id IN (4, 5) AND archived_at IS NULL",
      "UPDATE workers SET archived_at = NULL WHERE id IN (SELECT id FROM workers WHERE archived_at IS NOT NULL LIMIT 2)",
      "UPDATE workers SET first_name = 'Renommé' WHERE id = 6",
      "DELETE FROM worker_favorite_jobs WHERE worker_id = 7",
      "DELETE FROM worker_transport_means WHERE worker_id = 7",
      "DELETE FROM worker_availabilities WHERE worker_id = 7",
      "DELETE FROM workers WHERE id = 7",
    ]);
    expect(await counted()).toEqual(await actual());
  });

  it("finds, sorts and measures as in workerd", async () => {
    const all = await listWorkers(db, options({}));
    expect(all.total).toBeGreaterThan(150);
    const keys = all.rows.map((row) => foldAccents(row.last_name).toLowerCase());
    expect(keys).toEqual([...keys].sort());
    const dupont = await listWorkers(db, options({ names: [["dupont"]] }));
    expect(dupont.rows.every((row) => row.last_name === "Dupont" || row.maiden_name === "Dupont")).toBe(true);
    const near = await listWorkers(db, options({ near: { ...LYON, radiusKm: 10 } }, { field: "distance", descending: false }));
    const distances = near.rows.map((row) => row.distance_km!);
    expect(distances.every((d) => d <= 10)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // The count (with its inscribed-square shortcut) agrees with the rows, whatever the radius.
    for (const radiusKm of [5, 10, 20, 30, 50]) {
      const all = await listWorkers(db, {
        ...options({ near: { ...LYON, radiusKm } }, { field: "distance", descending: false }),
        perPage: 500,
      });
      expect(all.total, `${radiusKm} km`).toBe(all.rows.length);
      expect(all.rows.every((row) => row.distance_km! <= radiusKm)).toBe(true);
    }
  });

  it.each<[string, Partial<ListWorkersOptions["filters"]>, ListWorkersOptions["sort"]?]>([
    ["no filter", {}],
    ["names", { names: [["mart"], ["dupont"]] }],
    ["a phone number (decision 0016)", { contact: { phone: "+33612345678" } }],
    ["an e-mail (decision 0016)", { contact: { email: "jean.dupont@exemple.fr" } }],
    ["states", { states: ["employee", "candidate"] }],
    ["distance", { near: { ...LYON, radiusKm: 50 } }, { field: "distance", descending: false }],
    ["distance by name", { near: { ...LYON, radiusKm: 50 } }],
    ["availability", { availability: { statuses: ["available"], from: NOW, to: new Date(NOW.getTime() + 86_400_000) } }],
    ["favourite job", { favoriteJob: "cariste" }],
    ["transport", { transport: ["car"] }],
    ["archived, by first name", { archived: true }, { field: "first_name", descending: true }],
    ["by creation", {}, { field: "created_at", descending: true }],
  ])("%s: the page and the count stay within the space's indexes", async (_name, filters, sort) => {
    const queries = listWorkersQueries(db, options(filters, sort));
    for (const query of [queries.page, queries.count]) {
      const { sql, params } = query.toSQL();
      const plan = (await client.execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args: params as never })).rows.map((row) =>
        String(row.detail),
      );
      expect(plan.join("\n")).not.toMatch(/\bSCAN workers\b(?! USING)/);
      expect(plan.join("\n")).toMatch(/SEARCH (workers|worker_counts|worker_location_counts)\b/);
    }
  });
});
