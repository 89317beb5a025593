import { createHash } from "node:crypto";
import { codedLabelSearchText, normalizeSearchText } from "#domain/format/search-text";
import type { ReferenceSets } from "#reference-data/types";
import { sqlLiteral } from "./sql-literal";

// The SQL that (re)loads the reference tables from the sets of reference-data/ (npm run
// db:load-reference). Each set replaces its table whole, in multi-row INSERTs, then records its
// version in reference_data_versions last: a load cut short leaves the old version or none, so the
// next run loads that set again.

/** Bumped when the mapping below changes, so every set reloads even if its source did not move. */
const SQL_FORMAT = 1;
/** D1 refuses statements over 100 KB. */
const MAX_STATEMENT_BYTES = 90_000;

type Value = string | number | null;
type Row = Record<string, Value>;

export interface ReferenceTableLoad {
  table: string;
  version: string;
  rowCount: number;
  rows: Row[];
}

/** Each reference table with the rows it should hold and a version that changes with them. */
export function referenceTableLoads(sets: ReferenceSets): ReferenceTableLoad[] {
  const tables: [string, Row[]][] = [
    [
      "naf_codes",
      sets.nafCodes.map((row) => ({
        nomenclature: row.nomenclature,
        code: row.code,
        level: row.level,
        parent_code: row.parent_code,
        label_fr: row.label_fr,
        label_en: row.label_en,
        search_text: codedLabelSearchText(row.code, row.label_fr, row.label_en),
      })),
    ],
    [
      "activity_sections",
      sets.activitySections.map((row) => ({
        nomenclature: row.nomenclature,
        code: row.code,
        parent_code: row.parent_code,
        label_fr: row.label_fr,
        label_en: row.label_en,
      })),
    ],
    [
      "legal_forms",
      sets.legalForms.map((row) => ({
        level: row.level,
        code: row.code,
        parent_code: row.parent_code,
        label_fr: row.label_fr,
        label_en: row.label_en,
        search_text: codedLabelSearchText(row.code, row.label_fr, row.label_en),
      })),
    ],
    [
      "staff_size_bands",
      sets.staffSizeBands.map((row) => ({
        code: row.code,
        label_fr: row.label_fr,
        label_en: row.label_en,
        min_employees: row.min_employees,
        max_employees: row.max_employees,
        position: row.position,
      })),
    ],
    ["regions", sets.regions.map((row) => ({ code: row.code, name: row.name }))],
    ["departements", sets.departements.map((row) => ({ code: row.code, name: row.name, region_code: row.region_code }))],
    [
      "communes",
      sets.communes.flatMap((commune) =>
        commune.postal_codes.map((postalCode) => ({
          insee_code: commune.insee_code,
          postal_code: postalCode,
          name: commune.name,
          name_normalized: normalizeSearchText(commune.name),
          departement_code: commune.departement_code,
          region_code: commune.region_code,
          population: commune.population,
          latitude: commune.latitude,
          longitude: commune.longitude,
        })),
      ),
    ],
  ];
  return tables.map(([table, rows]) => ({ table, rows, rowCount: rows.length, version: versionOf(rows) }));
}

/** Statements that replace the table's rows and record its version. */
export function tableLoadStatements(load: ReferenceTableLoad, loadedAt: number): string[] {
  const statements = [`DELETE FROM ${load.table};`];
  if (load.rows.length > 0) {
    const columns = Object.keys(load.rows[0]!);
    const head = `INSERT INTO ${load.table} (${columns.join(", ")}) VALUES\n`;
    const headBytes = Buffer.byteLength(head);
    let tuples: string[] = [];
    let bytes = headBytes;
    for (const row of load.rows) {
      const tuple = `(${columns.map((column) => sqlLiteral(row[column] ?? null)).join(", ")})`;
      const tupleBytes = Buffer.byteLength(tuple) + 2;
      if (tuples.length > 0 && bytes + tupleBytes > MAX_STATEMENT_BYTES) {
        statements.push(`${head}${tuples.join(",\n")};`);
        tuples = [];
        bytes = headBytes;
      }
      tuples.push(tuple);
      bytes += tupleBytes;
    }
    statements.push(`${head}${tuples.join(",\n")};`);
  }
  statements.push(
    `INSERT INTO reference_data_versions (set_name, version, row_count, loaded_at) VALUES (${sqlLiteral(load.table)}, ${sqlLiteral(load.version)}, ${load.rowCount}, ${loadedAt}) ` +
      "ON CONFLICT(set_name) DO UPDATE SET version = excluded.version, row_count = excluded.row_count, loaded_at = excluded.loaded_at;",
  );
  return statements;
}

function versionOf(rows: Row[]): string {
  return `${SQL_FORMAT}:${createHash("sha256").update(JSON.stringify(rows)).digest("hex").slice(0, 32)}`;
}
