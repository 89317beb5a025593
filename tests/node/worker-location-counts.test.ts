import { createClient, type Client } from "@libsql/client";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import fc from "fast-check";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client";
import { createLibsqlDatabase } from "#db/client-libsql";
import { migrateLibsql } from "#db/migrate-libsql";
import { workerTransportMeans } from "#db/schema/worker-details";
import { workers } from "#db/schema/workers";
import { buildDemoSeedSql } from "#db/seed/build-demo-seed";
import { listWorkers, type ListWorkersOptions } from "#db/workers/list-workers";
import { squaredDistanceKm } from "#db/sql/distance";
import { WORKER_STATES } from "#domain/enums/worker";

// The distance filter ranks and counts locations (worker_location_counts, kept by triggers) rather
// than workers. Checked here against the plain answer, every worker measured and sorted, on the demo
// seed with a few workers moved so that two locations stand at exactly the same distance and some
// workers have no coordinates.

let db: Database;
let client: Client;

beforeAll(async () => {
  const url = `file:${join(mkdtempSync(join(tmpdir(), "worker-locations-")), "test.db")}`;
  await migrateLibsql(url);
  client = createClient({ url });
  await client.executeMultiple(await buildDemoSeedSql(Date.UTC(2026, 10, 21, 9)));
  await client.batch([
    // 45.5 and 44.5 are as far from 45.0 (exactly, in binary): one distance, two locations, whose
    // workers' ids alternate, so that a page of them needs both.
    "UPDATE workers SET latitude = 45.5, longitude = 4.0, state = 'candidate', archived_at = NULL WHERE id BETWEEN 1 AND 12 AND id % 2 = 1",
    "UPDATE workers SET latitude = 44.5, longitude = 4.0, state = 'candidate', archived_at = NULL WHERE id BETWEEN 1 AND 12 AND id % 2 = 0",
    "UPDATE workers SET latitude = NULL, longitude = NULL WHERE id BETWEEN 13 AND 20",
  ]);
  db = createLibsqlDatabase(url);
});

afterAll(() => client.close());

async function countsAgree() {
  const actual = await client.execute(
    "SELECT space_id, archived_at IS NOT NULL AS a, latitude, longitude, state, count(*) AS n FROM workers WHERE latitude IS NOT NULL AND longitude IS NOT NULL GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5",
  );
  const counted = await client.execute(
    "SELECT space_id, is_archived AS a, latitude, longitude, state, count AS n FROM worker_location_counts WHERE count > 0 ORDER BY 1, 2, 3, 4, 5",
  );
  const rows = (result: typeof actual) =>
    result.rows.map((row) => [row.space_id, row.a, row.latitude, row.longitude, row.state, row.n].join());
  expect(rows(counted)).toEqual(rows(actual));
  expect(rows(counted).length).toBeGreaterThan(20);
}

/** Every worker of the filter, measured and sorted: workers without coordinates last, then the id. */
async function plainAnswer(options: ListWorkersOptions) {
  const { near } = options.filters;
  const distance = squaredDistanceKm(near!, workers);
  const direction = options.sort.descending ? desc : asc;
  const rows = await db
    .select({ id: workers.id, distance })
    .from(workers)
    .where(
      and(
        eq(workers.space_id, options.spaceId),
        eq(workers.is_archived, options.filters.archived),
        options.filters.states?.length ? inArray(workers.state, [...options.filters.states]) : undefined,
        options.filters.transport?.length
          ? inArray(
              workers.id,
              db
                .select({ id: workerTransportMeans.worker_id })
                .from(workerTransportMeans)
                .where(inArray(workerTransportMeans.mean, [...options.filters.transport])),
            )
          : undefined,
        near!.radiusKm === undefined ? undefined : sql`${distance} <= ${near!.radiusKm ** 2}`,
      ),
    )
    .orderBy(isNull(workers.latitude), direction(distance), direction(workers.id));
  const offset = (options.page - 1) * options.perPage;
  return { total: rows.length, ids: rows.slice(offset, offset + options.perPage).map((row) => row.id) };
}

describe("worker_location_counts and the distance filter", () => {
  it("the counts equal the workers at each location, after the seed and after any change", async () => {
    await countsAgree();
    await client.batch([
      "UPDATE workers SET state = 'employee' WHERE id IN (21, 22)",
      "UPDATE workers SET archived_at = 1 WHERE id IN (23, 24) AND archived_at IS NULL",
      "UPDATE workers SET archived_at = NULL WHERE id IN (SELECT id FROM workers WHERE archived_at IS NOT NULL LIMIT 2)",
      "UPDATE workers SET latitude = 45.7597, longitude = 4.859 WHERE id = 25",
      "UPDATE workers SET latitude = NULL, longitude = NULL WHERE id = 26",
      "UPDATE workers SET latitude = 45.7676, longitude = 4.8344 WHERE id = 13",
      "UPDATE workers SET first_name = 'Renommé' WHERE id = 27",
      "DELETE FROM worker_favorite_jobs WHERE worker_id = 28",
      "DELETE FROM worker_transport_means WHERE worker_id = 28",
      "DELETE FROM worker_availabilities WHERE worker_id = 28",
      "DELETE FROM workers WHERE id = 28",
    ]);
    await countsAgree();
  });

  it("keeps two locations at the same distance together, pages ordered by the id across both", async () => {
    for (const radiusKm of [100, undefined]) {
      for (const descending of [false, true]) {
        for (const perPage of [1, 3, 5]) {
          for (const page of [1, 2, 3, 4]) {
            const listed: ListWorkersOptions = {
              spaceId: 1,
              filters: { near: { latitude: 45.0, longitude: 4.0, radiusKm }, states: ["candidate"], archived: false },
              sort: { field: "distance", descending },
              page,
              perPage,
              now: new Date(),
            };
            const answer = await listWorkers(db, listed);
            expect({ total: answer.total, ids: answer.rows.map((row) => row.id) }, JSON.stringify(listed)).toEqual(
              await plainAnswer(listed),
            );
          }
        }
      }
    }
  });

  it("gives the same pages and totals as measuring every worker, whatever the point, radius, order and page", async () => {
    const point = fc.constantFrom(
      { latitude: 45.764, longitude: 4.8357 }, // Lyon
      { latitude: 45.7676, longitude: 4.8344 }, // a seeded location itself: distance 0
      { latitude: 45.0, longitude: 4.0 }, // two locations at the same distance
      { latitude: 50.6292, longitude: 3.0573 }, // Lille
      { latitude: 43.2965, longitude: 5.3698 }, // Marseille: nobody within 200 km
    );
    const options = fc.record({
      spaceId: fc.constantFrom(1, 2),
      filters: fc.record({
        near: fc.record({
          latitude: fc.constant(0),
          longitude: fc.constant(0),
          radiusKm: fc.constantFrom(undefined, 5, 10, 20, 50, 100, 200),
        }),
        states: fc.oneof(fc.constant(undefined), fc.subarray([...WORKER_STATES], { minLength: 1 })),
        // A narrowing filter the locations do not know: the page takes the other road (first ring).
        transport: fc.constantFrom(undefined, ["car" as const]),
        archived: fc.boolean(),
      }),
      sort: fc.record({ field: fc.constant("distance" as const), descending: fc.boolean() }),
      page: fc.integer({ min: 1, max: 4 }),
      perPage: fc.constantFrom(1, 3, 10, 25),
      now: fc.constant(new Date(Date.UTC(2026, 10, 21, 9))),
    });
    await fc.assert(
      fc.asyncProperty(point, options, async (at, chosen) => {
        const listed: ListWorkersOptions = { ...chosen, filters: { ...chosen.filters, near: { ...chosen.filters.near, ...at } } };
        const answer = await listWorkers(db, listed);
        const plain = await plainAnswer(listed);
        expect({ total: answer.total, ids: answer.rows.map((row) => row.id) }).toEqual(plain);
      }),
      { numRuns: 200 },
    );
  });
});
