import { createClient, type Client } from "@libsql/client";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client";
import { createLibsqlDatabase } from "#db/client-libsql";
import { migrateLibsql } from "#db/migrate-libsql";
import { lastNamePrefixOf, MANY_OTHERS } from "#db/search/name-search";
import { generateWorkers, LYON_TOWNS, workersInsertSql } from "#db/seed/demo-workers";
import { COUNT_CAP, listWorkers, listWorkersQueries, type ListWorkersOptions } from "#db/workers/list-workers";
import { WORKER_STATES } from "#domain/enums/worker";

// Last-name prefixes through the sorted name index: one plain word in last-name order is
// read as a range of the (space, archived, last-name key) index merged with its few other matches
// (db/search/name-search.ts). It must find exactly what the full-text search finds, in the same order:
// names that match on a later word, on a first or maiden name, names whose keys do not start like
// their first word (Šimon, Łukasz, Æsir, a leading hyphen), archived or not. And SQLite must run it as a
// range (EXPLAIN QUERY PLAN on node:sqlite), not as a walk of the space.

let db: Database;
let client: Client;
let file: string;
const NOW = new Date(Date.UTC(2026, 10, 21, 9));

// [first name, last name, maiden name]
const TRICKY: [string, string, string | null][] = [
  ["Anne", "Le Dupont", null],
  ["Dupont", "Martin", null],
  ["Marie", "Martin", "Dupont"],
  ["Jean", "Dupont-Martin", null],
  ["Paul", "Martin-Dupont", null],
  ["Ève", "Šimon", null],
  ["Eva", "Simon", null],
  ["Piotr", "Łukasz", null],
  ["Luc", "Lukas", null],
  ["Odin", "Æsir", null],
  ["Aé", "Aesir", null],
  ["Zoé", "-Dupont", null],
  ["Hélène", "D'Upont", null],
  ["Élise", "Dùpont", null],
  ["Rémi", "DUPONT", null],
  ["Ana", "Dupont Šimon", null],
  ["Ola", "Øst-Dupont", null],
  ["Nina", "Nguyễn", null],
  ["Kim", "Nguyen", null],
  // Matching on the first word and on a later one (found once), and on a third word.
  ["Léa", "Dupont-Dupré", null],
  ["Max", "Van der Dupont", null],
];

beforeAll(async () => {
  const folder = mkdtempSync(join(tmpdir(), "last-name-prefix-"));
  file = join(folder, "test.db");
  await migrateLibsql(`file:${file}`);
  client = createClient({ url: `file:${file}` });
  await client.execute(
    "INSERT INTO spaces (id, name, url, created_at, updated_at) VALUES (1, 'Lyon', 'lyon', 0, 0), (2, 'Lille', 'lille', 0, 0)",
  );
  const generated = generateWorkers({
    spaceId: 1,
    count: 2_000,
    firstId: 1,
    towns: LYON_TOWNS,
    now: NOW.getTime(),
    seed: 20,
    availabilityShare: 0,
    archivedShare: 0.05,
  });
  for (const statement of workersInsertSql(generated)) await client.execute(statement);
  let n = 0;
  for (const [spaceId, archivedAt] of [
    [1, null],
    [1, 1],
    [2, null],
  ] as const)
    for (const [first, last, maiden] of TRICKY) {
      n += 1;
      await client.execute({
        sql: "INSERT INTO workers (space_id, first_name, last_name, maiden_name, email, archived_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 0, 0)",
        args: [spaceId, first, last, maiden, `tricky${n}@exemple.fr`, archivedAt],
      });
    }
  // A first name more common than MANY_OTHERS, and a last name sharing its start.
  const quirins = Array.from({ length: MANY_OTHERS + 20 }, (_, i) => `(1, 'Quirin', 'Nom${i % 37}', 'quirin${i}@exemple.fr', 0, 0)`);
  await client.execute(`INSERT INTO workers (space_id, first_name, last_name, email, created_at, updated_at) VALUES ${quirins.join(", ")}`);
  await client.execute(
    "INSERT INTO workers (space_id, first_name, last_name, email, created_at, updated_at) VALUES (1, 'Eric', 'Quirino', 'eq@exemple.fr', 0, 0)",
  );
  db = createLibsqlDatabase(`file:${file}`);
});

afterAll(() => client.close());

function options(word: string, descending: boolean, page: number, archived: boolean, extra: Partial<ListWorkersOptions["filters"]> = {}) {
  return {
    spaceId: 1,
    filters: { archived, names: [[word]], ...extra },
    sort: { field: "last_name", descending },
    page,
    perPage: 10,
    now: NOW,
  } satisfies ListWorkersOptions;
}

describe("a last-name prefix read from the name index", () => {
  it("applies to one word of plain letters only", () => {
    expect(lastNamePrefixOf([["Dùp"]])).toMatchObject({ low: "dup", high: "duq" });
    expect(lastNamePrefixOf([["z9"]])).toMatchObject({ low: "z9", high: "z:" });
    for (const names of [[["jean", "dup"]], [["dup"], ["mart"]], [["šim"]], [["æs"]], [["o'b"]]])
      expect(lastNamePrefixOf(names)).toBeUndefined();
  });

  it.each(["dup", "dupont", "DUP", "dù", "d", "sim", "simon", "luk", "aes", "le", "mart", "martin", "upont", "nguy", "st", "zzq"])(
    "finds what the full-text search finds for %j, in order, archived or not, both ways",
    async (word) => {
      for (const archived of [false, true])
        for (const descending of [false, true])
          for (const page of [1, 2, 5]) {
            const prefix = await listWorkers(db, options(word, descending, page, archived));
            const general = await listWorkers(db, options(word, descending, page, archived, { states: [...WORKER_STATES] }));
            const where = `${archived ? "archived" : "active"} ${descending ? "desc" : "asc"} page ${page}`;
            expect(
              prefix.rows.map((row) => `${row.last_name} ${row.first_name}`),
              where,
            ).toEqual(general.rows.map((row) => `${row.last_name} ${row.first_name}`));
            expect(prefix.rows.map((row) => row.id)).toEqual(general.rows.map((row) => row.id));
            expect(prefix.total, where).toBe(general.total);
          }
    },
  );

  it("takes the other ways when the word starts many first or maiden names", async () => {
    for (const page of [1, 3, 23]) {
      const prefix = await listWorkers(db, options("quiri", false, page, false));
      const general = await listWorkers(db, options("quiri", false, page, false, { states: [...WORKER_STATES] }));
      expect(prefix.rows.map((row) => row.id)).toEqual(general.rows.map((row) => row.id));
      expect(prefix.total).toBe(general.total);
    }
  });

  it("counts up to the cap exactly when unusual last names share the range", async () => {
    // In a space of its own: a thousand plain "Kaeser" and two "Kæmpe", whose key ("kaempe") falls in
    // the range of "kae" although the full-text index does not match them (æ is not folded there).
    await client.execute("INSERT INTO spaces (id, name, url, created_at, updated_at) VALUES (3, 'Caen', 'caen', 0, 0)");
    const rows = (count: number, from: number, lastName: string) =>
      Array.from({ length: count }, (_, i) => `(3, 'Jo', '${lastName}', 'kae${from + i}@exemple.fr', 0, 0)`).join(", ");
    const insert = (values: string) =>
      client.execute(`INSERT INTO workers (space_id, first_name, last_name, email, created_at, updated_at) VALUES ${values}`);
    await insert(`${rows(COUNT_CAP, 0, "Kaeser")}, ${rows(2, COUNT_CAP, "Kæmpe")}`);
    const inCaen = (extra: Partial<ListWorkersOptions["filters"]> = {}) => ({ ...options("kae", false, 1, false, extra), spaceId: 3 });
    const exact = await listWorkers(db, inCaen());
    expect(exact).toMatchObject({ total: COUNT_CAP, totalIsLowerBound: false });
    expect(exact.total).toBe((await listWorkers(db, inCaen({ states: [...WORKER_STATES] }))).total);
    await insert(rows(1, COUNT_CAP + 2, "Kaeser"));
    expect(await listWorkers(db, inCaen())).toMatchObject({ total: COUNT_CAP, totalIsLowerBound: true });
    expect(await listWorkers(db, inCaen({ states: [...WORKER_STATES] }))).toMatchObject({ totalIsLowerBound: true });
  });

  it("runs as a range of the last-name index merged with the others (EXPLAIN QUERY PLAN)", () => {
    const sqlite = new DatabaseSync(file, { readOnly: true });
    try {
      const { page, count } = listWorkersQueries(db, options("dupont", false, 1, false));
      for (const query of [page, count]) {
        const { sql, params } = query.toSQL();
        const plan = sqlite
          .prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .all(...(params as (string | number)[]))
          .map((row) => String(row.detail))
          .join("\n");
        expect(plan).toMatch(
          /SEARCH workers USING (COVERING )?INDEX workers_space_archived_last_name_idx \(space_id=\? AND is_archived=\? AND last_name_sort>\? AND last_name_sort<\?\)/,
        );
        expect(plan).toMatch(/SEARCH workers USING (COVERING )?INDEX workers_space_archived_unusual_last_name_idx/);
        expect(plan).not.toMatch(/\bSCAN workers\b(?! USING)/);
      }
    } finally {
      sqlite.close();
    }
  });
});
