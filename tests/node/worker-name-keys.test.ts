import { createClient, type Client } from "@libsql/client";
import fc from "fast-check";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateLibsql } from "#db/migrate-libsql";
import { FOLDED_LETTERS, nameSortKey } from "#domain/workers/name-sort-key";

// the name sort keys are stored (migration 0020), written by triggers on every insert and
// every change of a name, and the migration fills them for the workers already there. They must be the
// key nameSortKey computes (the name search bounds its last-name range with it), for any name.

let client: Client;
let sequence = 0;

beforeAll(async () => {
  const url = `file:${join(mkdtempSync(join(tmpdir(), "name-keys-")), "test.db")}`;
  await migrateLibsql(url);
  client = createClient({ url });
  await client.execute("INSERT INTO spaces (id, name, url, created_at, updated_at) VALUES (1, 'Lyon', 'lyon', 0, 0)");
});

afterAll(() => client.close());

async function insertWorker(firstName: string, lastName: string) {
  sequence += 1;
  const { rows } = await client.execute({
    sql: "INSERT INTO workers (space_id, first_name, last_name, email, created_at, updated_at) VALUES (1, ?, ?, ?, 0, 0) RETURNING id",
    args: [firstName, lastName, `keys${sequence}@exemple.fr`],
  });
  return Number(rows[0]!.id);
}

async function keysOf(id: number) {
  const { rows } = await client.execute({ sql: "SELECT first_name_sort, last_name_sort FROM workers WHERE id = ?", args: [id] });
  return { first: rows[0]!.first_name_sort, last: rows[0]!.last_name_sort };
}

// Names of letters the folding knows, others it keeps (Š, ł, Ø, ß, a Cyrillic letter), ASCII of both
// cases, separators and digits.
const NAME = fc
  .array(fc.constantFrom(...FOLDED_LETTERS.map(([accented]) => accented), ..."AbZzŠšłØßЖ -'’.09"), { minLength: 1, maxLength: 12 })
  .map((letters) => letters.join(""));

describe("the stored name sort keys", () => {
  it("are written on insert as nameSortKey computes them", async () => {
    const id = await insertWorker("Élodie", "ŒUVRE-Dupré");
    expect(await keysOf(id)).toEqual({ first: "elodie", last: "oeuvre-dupre" });
    await fc.assert(
      fc.asyncProperty(NAME, NAME, async (first, last) => {
        const inserted = await insertWorker(first, last);
        expect(await keysOf(inserted)).toEqual({ first: nameSortKey(first), last: nameSortKey(last) });
      }),
      { numRuns: 60 },
    );
  });

  it("follow every change of a name, and only of a name", async () => {
    const id = await insertWorker("Zoé", "Zèbre");
    await client.execute({ sql: "UPDATE workers SET last_name = 'Ängström' WHERE id = ?", args: [id] });
    expect(await keysOf(id)).toEqual({ first: "zoe", last: "angstrom" });
    await client.execute({ sql: "UPDATE workers SET first_name = 'Hélène', last_name = 'Çelik' WHERE id = ?", args: [id] });
    expect(await keysOf(id)).toEqual({ first: "helene", last: "celik" });
    await client.execute({ sql: "UPDATE workers SET state = 'employee' WHERE id = ?", args: [id] });
    expect(await keysOf(id)).toEqual({ first: "helene", last: "celik" });
  });

  it("are filled by the migration for the workers already there", async () => {
    const id = await insertWorker("Ève", "Lœuvre");
    await client.execute("UPDATE workers SET first_name_sort = NULL, last_name_sort = NULL");
    const migration = readFileSync(new URL("../../db/migrations/0020_worker_name_keys.sql", import.meta.url), "utf8");
    const backfill = migration.split("--> statement-breakpoint").find((statement) => statement.includes("The existing workers' keys"));
    await client.execute(backfill!);
    expect(await keysOf(id)).toEqual({ first: "eve", last: "loeuvre" });
    const { rows } = await client.execute(
      "SELECT count(*) AS missing FROM workers WHERE first_name_sort IS NULL OR last_name_sort IS NULL",
    );
    expect(rows[0]!.missing).toBe(0);
  });
});
