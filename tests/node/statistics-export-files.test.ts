import { createClient } from "@libsql/client";
import ExcelJS from "exceljs";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client";
import { createLibsqlDatabase } from "#db/client-libsql";
import { migrateLibsql } from "#db/migrate-libsql";
import { buildStatisticsExportFile } from "#features/statistics/build-statistics-export";
import { createCsvWriter, neutralizeFormula } from "#features/statistics/export-files/csv-writer";
import { createXlsxWriter } from "#features/statistics/export-files/xlsx-writer";

// The export files read back as a person's spreadsheet would read them: XLSX by a kept reader
// (exceljs), CSV by its bytes. The export is built on libSQL, the production driver, from a small
// space whose names try to smuggle formulas in.

let db: Database;
const at = (iso: string) => Date.parse(iso);

beforeAll(async () => {
  const url = `file:${join(mkdtempSync(join(tmpdir(), "libsql-statistics-")), "test.db")}`;
  await migrateLibsql(url);
  const client = createClient({ url });
  const run = (sql: string, ...args: (string | number | null)[]) => client.execute({ sql, args });
  const now = Date.now();
  await run("INSERT INTO spaces (id, name, created_at, updated_at) VALUES (1, 'Intérim Lyon', ?, ?)", now, now);
  await run(
    "INSERT INTO workers (id, space_id, first_name, last_name, email, state, registration_route, postal_code, postal_city, created_at, updated_at) VALUES (1, 1, 'Zoë', '=cmd|'' /C calc''!A0', 'a@exemple.fr', 'web', 'kiosk', '69003', 'Lyon', ?, ?)",
    at("2031-03-02T08:00:00Z"),
    now,
  );
  await run(
    "INSERT INTO workers (id, space_id, first_name, last_name, email, registration_route, created_at, updated_at) VALUES (2, 1, 'Éric', 'Dupont; \"le grand\"', 'b@exemple.fr', 'staff', ?, ?)",
    at("2031-03-03T08:00:00Z"),
    now,
  );
  await run(
    "INSERT INTO companies (id, space_id, name, trade_name, address, zipcode, city, created_at, updated_at) VALUES (1, 1, '@Acme', 'Acme', '1 rue', '69003', 'Lyon', ?, ?)",
    now,
    now,
  );
  await run(
    "INSERT INTO orders (id, space_id, number, company_id, contract_type, quantity, status, attribution_mode, starts_at, ends_at, created_at, updated_at) VALUES (1, 1, 42, 1, 'temporary_work', 4, 'processing', 'automatic', ?, ?, ?, ?)",
    at("2031-03-10T07:00:00Z"),
    at("2031-03-14T16:00:00Z"),
    at("2031-03-04T09:00:00Z"),
    now,
  );
  await run(
    "INSERT INTO order_workers (space_id, order_id, worker_id, status, accepted_at, created_at, updated_at) VALUES (1, 1, 2, 'accepted', ?, ?, ?)",
    at("2031-03-04T21:00:00Z"),
    now,
    now,
  );
  await run(
    "INSERT INTO dpae_declarations (space_id, worker_id, order_id, status, contract_nature, hired_at, hire_date, employer_siret, contract_end_date, sent_at, completed_at, error_message, created_at, updated_at) VALUES (1, 2, 1, 'error', 'CTT', ?, '2031-03-10', '73282932000074', '2031-03-14', ?, ?, '-2+3 refusée', ?, ?)",
    at("2031-03-10T07:00:00Z"),
    at("2031-03-05T08:00:00Z"),
    at("2031-03-05T08:10:00Z"),
    now,
    now,
  );
  client.close();
  db = createLibsqlDatabase(url);
});

const EXPORT = { space_id: 1, from_day: "2031-03-01", to_day: "2031-03-31" };

async function workbookOf(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return workbook;
}

function valuesOf(sheet: ExcelJS.Worksheet, row: number) {
  return (sheet.getRow(row).values as unknown[]).slice(1);
}

describe("the XLSX export", () => {
  it("reads back with its figures, daily series and detail rows, text as text and numbers as numbers", async () => {
    const { bytes, rowCount } = await buildStatisticsExportFile(db, { ...EXPORT, format: "xlsx" });
    expect(rowCount).toBe(4);
    const workbook = await workbookOf(bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Chiffres", "Par jour", "Inscriptions", "Commandes", "DPAE"]);

    const figures = workbook.getWorksheet("Chiffres")!;
    expect(figures.getRow(1).getCell(1).font?.bold).toBe(true);
    const figure = (label: string) => {
      for (let row = 2; row <= figures.rowCount; row++)
        if (figures.getRow(row).getCell(1).value === label) return figures.getRow(row).getCell(2).value;
      return undefined;
    };
    expect(figure("Agence")).toBe("Intérim Lyon");
    expect(figure("Intérimaires inscrits")).toBe(2);
    expect(figure("Postes demandés")).toBe(4);
    expect(figure("Postes pourvus")).toBe(1);
    expect(figure("Taux de pourvoi (%)")).toBe(25);
    expect(figure("Délai médian pour pourvoir un poste (heures)")).toBe(12);
    expect(figure("DPAE en erreur")).toBe(1);

    expect(workbook.getWorksheet("Par jour")!.rowCount).toBe(32);
    const registrations = workbook.getWorksheet("Inscriptions")!;
    expect(valuesOf(registrations, 2)).toEqual([
      "Intérim Lyon",
      "PE-000001",
      "2031-03-02 09:00",
      "Borne en agence",
      "=cmd|' /C calc'!A0",
      "Zoë",
      "69003",
      "Lyon",
      "web",
    ]);
    // A text cell is a string, never a formula: exceljs would give { formula } for an <f>.
    expect(typeof registrations.getRow(2).getCell(5).value).toBe("string");
    const orders = workbook.getWorksheet("Commandes")!;
    expect(valuesOf(orders, 2)).toEqual([
      "Intérim Lyon",
      "CO-000042",
      "2031-03-04 10:00",
      "@Acme",
      "Intérim",
      "En cours",
      "2031-03-10 08:00",
      "2031-03-14 17:00",
      4,
      1,
      25,
    ]);
    expect(valuesOf(workbook.getWorksheet("DPAE")!, 2).slice(5, 11)).toEqual([
      "CO-000042",
      "CTT",
      "2031-03-10",
      "En erreur",
      "2031-03-05 09:10",
      "-2+3 refusée",
    ]);
  });

  it("writes 100,000 rows that read back whole, compressed as they are written", async () => {
    const writer = createXlsxWriter();
    writer.sheet("Inscriptions", ["Référence", "Nom", "Date", "Nombre"]);
    for (let index = 0; index < 100_000; index++) writer.row([`PE-${index}`, `Dupont & <Élodie> ${index}`, "2031-03-02 09:00", index]);
    const bytes = writer.finish();
    expect(bytes.byteLength).toBeLessThan(5_000_000);
    const sheet = (await workbookOf(bytes)).getWorksheet("Inscriptions")!;
    expect(sheet.rowCount).toBe(100_001);
    expect(valuesOf(sheet, 100_001)).toEqual(["PE-99999", "Dupont & <Élodie> 99999", "2031-03-02 09:00", 99_999]);
  }, 120_000);
});

describe("the CSV export", () => {
  it("opens in a French spreadsheet: UTF-8 with a byte-order mark, `;` separated, CRLF, a decimal comma, no formula", async () => {
    const { bytes } = await buildStatisticsExportFile(db, { ...EXPORT, format: "csv" });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("Chiffres");
    expect(lines[1]).toBe("Indicateur;Valeur");
    expect(lines).toContain("Taux de pourvoi (%);25");
    expect(lines).toContain("Inscriptions");
    expect(lines).toContain("Intérim Lyon;PE-000001;2031-03-02 09:00;Borne en agence;'=cmd|' /C calc'!A0;Zoë;69003;Lyon;web");
    expect(lines).toContain('Intérim Lyon;PE-000002;2031-03-03 09:00;Créé par l\'agence;"Dupont; ""le grand""";Éric;;;candidate');
    expect(text).toContain(";'@Acme;");
    expect(text).toContain(";'-2+3 refusée");
    expect(text.endsWith("\r\n")).toBe(true);
  });

  it("neutralises every cell a spreadsheet would run, and only those", () => {
    for (const dangerous of ["=1+1", "+33612345678", "-1", "@SUM(A1)", "\tcmd", "\rcmd"])
      expect(neutralizeFormula(dangerous)).toBe(`'${dangerous}`);
    for (const plain of ["Dupont", "1+1", "a=b", "", " =x"]) expect(neutralizeFormula(plain)).toBe(plain);
    const writer = createCsvWriter();
    writer.sheet("S", ["a"]);
    writer.row([1.5, -2, null, "=x"]);
    expect(new TextDecoder().decode(writer.finish()).split("\r\n")[2]).toBe("1,5;-2;;'=x");
  });
});
