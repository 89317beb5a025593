import { createClient } from "@libsql/client";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client";
import { createLibsqlDatabase } from "#db/client-libsql";
import { migrateLibsql } from "#db/migrate-libsql";
import { listActivitySections } from "#db/reference/list-activity-sections";
import { listDepartements } from "#db/reference/list-departements";
import { listLegalForms } from "#db/reference/list-legal-forms";
import { listRegions } from "#db/reference/list-regions";
import { listStaffSizeBands } from "#db/reference/list-staff-size-bands";
import { searchCommunes } from "#db/reference/search-communes";
import { searchNafCodes } from "#db/reference/search-naf-codes";
import { referenceTableLoads, tableLoadStatements } from "#db/seed/reference-data-sql";
import { readReferenceSets } from "#reference-data/build/reference-sets";

// The SQL of npm run db:load-reference, run on the production driver (libSQL) with every set, then
// the lookups of db/reference/ on the full data: counts, samples, and index use.

let db: Database;
let url: string;
const loads = referenceTableLoads(readReferenceSets());

beforeAll(async () => {
  url = `file:${join(mkdtempSync(join(tmpdir(), "reference-")), "test.db")}`;
  await migrateLibsql(url);
  const client = createClient({ url });
  const statements = loads.flatMap((load) => tableLoadStatements(load, Date.now()));
  await client.executeMultiple(statements.join("\n"));
  // Loading twice replaces the rows rather than adding to them.
  await client.executeMultiple(statements.join("\n"));
  client.close();
  db = createLibsqlDatabase(url);
}, 60_000);

async function scalar(sql: string) {
  const client = createClient({ url });
  try {
    return (await client.execute(sql)).rows;
  } finally {
    client.close();
  }
}

describe("reference data in the database", () => {
  it("holds every set once, with its version recorded", async () => {
    const rows = await scalar(
      `SELECT (SELECT count(*) FROM naf_codes) AS naf, (SELECT count(*) FROM communes) AS communes,
              (SELECT count(*) FROM legal_forms) AS legal_forms, (SELECT count(*) FROM reference_data_versions) AS versions`,
    );
    const communes = loads.find((load) => load.table === "communes")!;
    expect(rows[0]).toMatchObject({ naf: 1707 + 747, communes: communes.rowCount, legal_forms: 308, versions: loads.length });
    expect(communes.rowCount).toBeGreaterThan(35_000);
  });

  it("finds communes by postal code and by name prefix, whatever the accents and case", async () => {
    const lyon3 = await searchCommunes(db, { postalCode: "69003", limit: 10 });
    expect(lyon3).toEqual([expect.objectContaining({ insee_code: "69123", name: "Lyon", postal_code: "69003", departement_code: "69" })]);

    const saintE = await searchCommunes(db, { namePrefix: "saint-é", limit: 5 });
    expect(saintE[0]).toMatchObject({ name: "Saint-Étienne", insee_code: "42218" });
    expect(saintE.every((row) => row.name.startsWith("Saint-É") || row.name.startsWith("Saint-E"))).toBe(true);

    const lyo = await searchCommunes(db, { namePrefix: "LYO", limit: 50 });
    expect(lyo.slice(0, 9).map((row) => row.postal_code)).toEqual([
      "69001",
      "69002",
      "69003",
      "69004",
      "69005",
      "69006",
      "69007",
      "69008",
      "69009",
    ]);

    expect(await searchCommunes(db, { namePrefix: "--", limit: 5 })).toEqual([]);
    const ajaccio = await searchCommunes(db, { postalCode: "20000", limit: 5 });
    expect(ajaccio[0]).toMatchObject({ name: "Ajaccio", departement_code: "2A" });
  });

  it("looks communes up through their indexes", async () => {
    const byName = await scalar(
      "EXPLAIN QUERY PLAN SELECT * FROM communes WHERE name_normalized >= 'saint e' AND name_normalized < 'saint f' ORDER BY population DESC LIMIT 20",
    );
    expect(byName.map((row) => String(row.detail)).join("\n")).toMatch(/USING INDEX communes_name_normalized_idx/);
    const byPostalCode = await scalar("EXPLAIN QUERY PLAN SELECT * FROM communes WHERE postal_code = '69003'");
    expect(byPostalCode.map((row) => String(row.detail)).join("\n")).toMatch(/USING INDEX communes_postal_code_idx/);
  });

  it("searches NAF codes of one nomenclature by code or words, in French or English", async () => {
    const byCode = await searchNafCodes(db, { nomenclature: "naf_rev2", query: "7820z", language: "fr", limit: 5 });
    expect(byCode).toEqual([
      {
        code: "78.20Z",
        nomenclature: "naf_rev2",
        level: "subclass",
        parent_code: "78.20",
        label: "Activités des agences de travail temporaire",
        label_language: "fr",
      },
    ]);
    const byWords = await searchNafCodes(db, {
      nomenclature: "naf_rev2",
      query: "travail temporaire",
      level: "subclass",
      language: "en",
      limit: 5,
    });
    expect(byWords.map((row) => [row.code, row.label])).toEqual([["78.20Z", "Temporary employment agency activities"]]);
    const inEnglish = await searchNafCodes(db, { nomenclature: "naf_rev2", query: "temporary employment", language: "en", limit: 5 });
    expect(inEnglish.map((row) => row.code)).toEqual(["78.2", "78.20", "78.20Z"]);
    const naf2025 = await searchNafCodes(db, { nomenclature: "naf_2025", query: "78.2", language: "en", limit: 5 });
    expect(naf2025.map((row) => row.code)).toEqual(["78.20G", "78.20H"]);
    expect(naf2025[0]).toMatchObject({ label: "Activités d’agence de travail temporaire", label_language: "fr" });
  });

  it("lists legal forms, bands, sections, départements and regions", async () => {
    const sas = await listLegalForms(db, { query: "5710", language: "en", limit: 5 });
    expect(sas).toEqual([
      { code: "5710", level: 3, parent_code: "57", label: "Simplified joint-stock company (SAS)", label_language: "en" },
    ]);
    expect((await listLegalForms(db, { level: 1, language: "fr", limit: 50 })).map((row) => row.code)).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
      "9",
    ]);
    expect((await listLegalForms(db, { query: "société civile immobilière", language: "fr", limit: 50 })).map((row) => row.code)).toContain(
      "6540",
    );

    const bands = await listStaffSizeBands(db, { language: "en" });
    expect(bands).toHaveLength(16);
    expect(bands[0]).toMatchObject({ code: "NN", min_employees: null });

    expect(await listActivitySections(db, { nomenclature: "naf_rev2", language: "fr" })).toHaveLength(21);
    expect(await listActivitySections(db, { nomenclature: "naf_rev1", language: "fr" })).toHaveLength(48);

    const departements = await listDepartements(db);
    expect(departements).toHaveLength(109);
    expect((await listDepartements(db, { regionCode: "94" })).map((row) => row.code)).toEqual(["2A", "2B"]);
    expect(await listRegions(db)).toHaveLength(26);
  });
});
