import { createClient, type Client } from "@libsql/client";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client";
import { createLibsqlDatabase } from "#db/client-libsql";
import { migrateLibsql } from "#db/migrate-libsql";
import { generateWorkers, LYON_TOWNS, workersInsertSql } from "#db/seed/demo-workers";
import { MANY_MATCHES } from "#db/search/name-search";
import { WORKER_STATES } from "#domain/enums/worker";
import { COUNT_CAP, listWorkers, type ListWorkersOptions } from "#db/workers/list-workers";

// a names search alone, in name order, is read another way (db/search/name-search.ts: the
// sorted index walked when the matches are many, the matches sorted when they are few) and counted up
// to 1,000. Whatever the way, it must give the pages the full-text filter gave in the general list
// (asked here with every state, which takes the general path), and say when its total is a lower bound.

let db: Database;
let client: Client;
const NOW = new Date(Date.UTC(2026, 10, 21, 9));

beforeAll(async () => {
  const url = `file:${join(mkdtempSync(join(tmpdir(), "name-search-")), "test.db")}`;
  await migrateLibsql(url);
  client = createClient({ url });
  await client.execute(
    "INSERT INTO spaces (id, name, url, created_at, updated_at) VALUES (1, 'Lyon', 'lyon', 0, 0), (2, 'Lille', 'lille', 0, 0)",
  );
  const workers = [
    ...generateWorkers({
      spaceId: 1,
      count: 3_000,
      firstId: 1,
      towns: LYON_TOWNS,
      now: NOW.getTime(),
      seed: 11,
      availabilityShare: 0,
      archivedShare: 0.05,
    }),
    ...generateWorkers({
      spaceId: 2,
      count: 500,
      firstId: 3_001,
      towns: LYON_TOWNS,
      now: NOW.getTime(),
      seed: 12,
      availabilityShare: 0,
      archivedShare: 0,
    }),
  ];
  for (const statement of workersInsertSql(workers)) await client.execute(statement);
  // More than the cap of one name, so the count stops there.
  const many = Array.from({ length: COUNT_CAP + 50 }, (_, i) => `(1, 'Zoé', 'Zèbre${i}', 'zebre${i}@exemple.fr', 'candidate', 0, 0, 0)`);
  await client.execute(
    `INSERT INTO workers (space_id, first_name, last_name, email, state, under_18, created_at, updated_at) VALUES ${many.join(", ")}`,
  );
  db = createLibsqlDatabase(url);
});

afterAll(() => client.close());

function options(
  names: string[][],
  sort: ListWorkersOptions["sort"],
  page: number,
  extra: Partial<ListWorkersOptions["filters"]> = {},
): ListWorkersOptions {
  return { spaceId: 1, filters: { archived: false, names, ...extra }, sort, page, perPage: 25, now: NOW };
}

describe("the names search read from the indexes", () => {
  it.each([[[["mart"]]], [[["ber"]]], [[["dupont"], ["camille"]]], [[["jean", "dup"]]], [[["zzq"]]], [[["hél"]]], [[["zebre1"]]]])(
    "gives the general list's pages for %j, in every name order",
    async (names) => {
      for (const sort of [
        { field: "last_name", descending: false },
        { field: "last_name", descending: true },
        { field: "first_name", descending: false },
        { field: "first_name", descending: true },
      ] as const) {
        for (const page of [1, 2, 7]) {
          const fast = await listWorkers(db, options(names, sort, page));
          const general = await listWorkers(db, options(names, sort, page, { states: [...WORKER_STATES] }));
          expect(
            fast.rows.map((row) => row.id),
            `${JSON.stringify(sort)} page ${page}`,
          ).toEqual(general.rows.map((row) => row.id));
          if (!fast.totalIsLowerBound) expect(fast.total).toBe(general.total);
        }
      }
    },
  );

  it("walks the index for many matches and sorts few ones: both sides of the threshold", async () => {
    const count = async (names: string[][]) => (await listWorkers(db, options(names, { field: "last_name", descending: false }, 1))).total;
    expect(await count([["zebre"]])).toBeGreaterThanOrEqual(MANY_MATCHES);
    expect(await count([["zebre10"]])).toBeLessThan(MANY_MATCHES);
  });

  it(`counts up to ${COUNT_CAP} and says the total is a lower bound past it`, async () => {
    const many = await listWorkers(db, options([["zebre"]], { field: "last_name", descending: false }, 1));
    expect(many).toMatchObject({ total: COUNT_CAP, totalIsLowerBound: true });
    expect(many.rows).toHaveLength(25);
    const few = await listWorkers(db, options([["zebre10"]], { field: "last_name", descending: false }, 1));
    // Zèbre10, Zèbre100 to 109 and Zèbre1000 to 1049.
    expect(few).toMatchObject({ total: 1 + 10 + 50, totalIsLowerBound: false });
  });
});
