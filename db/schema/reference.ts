import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { ACTIVITY_SECTION_NOMENCLATURES, LEGAL_FORM_LEVELS, NAF_LEVELS, NAF_NOMENCLATURES } from "#domain/enums/nomenclature";
import { enumCheck } from "./columns";

// Fixed reference data (spec 001 §3; DOMAIN.md "Reference data available"), loaded by the import script
// of reference-data/. Not tenant tables. Rows refer to each other by code, without foreign keys, so each
// table can be reloaded on its own; companies and spaces store the codes.

/**
 * NAF codes of both nomenclatures, every level (sections are in activity_sections). The same code can
 * carry different labels across revisions, hence the (nomenclature, code) key.
 */
export const nafCodes = sqliteTable(
  "naf_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    nomenclature: text("nomenclature", { enum: NAF_NOMENCLATURES }).notNull(),
    /** As displayed: 01, 01.1, 01.11, 01.11Z. */
    code: text("code").notNull(),
    level: text("level", { enum: NAF_LEVELS }).notNull(),
    /** The code one level up (the section letter for a division). */
    parent_code: text("parent_code"),
    label_fr: text("label_fr").notNull(),
    label_en: text("label_en"),
    /**
     * Code and both labels, lower-case without accents or punctuation (domain/format/search-text.ts):
     * a few thousand rows, so a word search scans them; the code prefix search uses the unique index.
     */
    search_text: text("search_text").notNull().default(""),
  },
  (t) => [
    enumCheck("naf_codes_nomenclature_check", t.nomenclature, NAF_NOMENCLATURES),
    enumCheck("naf_codes_level_check", t.level, NAF_LEVELS),
    uniqueIndex("naf_codes_nomenclature_code_unique").on(t.nomenclature, t.code),
    index("naf_codes_nomenclature_parent_idx").on(t.nomenclature, t.parent_code),
  ],
);

/**
 * Activity sections: letters A to U in NAF rev. 2; NAF 2025 has its own lettering; NAF rev. 1 has
 * sections A to Q and two-letter subsections AA to QA (spec 001 §3).
 */
export const activitySections = sqliteTable(
  "activity_sections",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    nomenclature: text("nomenclature", { enum: ACTIVITY_SECTION_NOMENCLATURES }).notNull(),
    code: text("code").notNull(),
    /** The section of a NAF rev. 1 subsection (A for AA); null for a section. */
    parent_code: text("parent_code"),
    label_fr: text("label_fr").notNull(),
    label_en: text("label_en"),
  },
  (t) => [
    enumCheck("activity_sections_nomenclature_check", t.nomenclature, ACTIVITY_SECTION_NOMENCLATURES),
    uniqueIndex("activity_sections_nomenclature_code_unique").on(t.nomenclature, t.code),
  ],
);

/** INSEE legal categories at their three levels: 1 digit (9), 2 digits (39), 4 digits (about 260). */
export const legalForms = sqliteTable(
  "legal_forms",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    level: integer("level").$type<(typeof LEGAL_FORM_LEVELS)[number]>().notNull(),
    code: text("code").notNull(),
    /** The level-1 code of a level-2 entry, the level-2 code of a level-3 entry. */
    parent_code: text("parent_code"),
    label_fr: text("label_fr").notNull(),
    label_en: text("label_en"),
    /** Code and both labels, normalised for word search (as naf_codes.search_text). */
    search_text: text("search_text").notNull().default(""),
  },
  (t) => [
    enumCheck("legal_forms_level_check", t.level, LEGAL_FORM_LEVELS),
    check("legal_forms_code_length_check", sql`length(${t.code}) = case ${t.level} when 1 then 1 when 2 then 2 else 4 end`),
    uniqueIndex("legal_forms_code_unique").on(t.code),
    index("legal_forms_level_parent_idx").on(t.level, t.parent_code),
  ],
);

/** Sirene staff-size bands (16 codes, spec 001 §3). max_employees is null for the open-ended band. */
export const staffSizeBands = sqliteTable(
  "staff_size_bands",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    code: text("code").notNull(),
    label_fr: text("label_fr").notNull(),
    label_en: text("label_en"),
    min_employees: integer("min_employees"),
    max_employees: integer("max_employees"),
    /** Display order (NN first, then by size). */
    position: integer("position").notNull(),
  },
  (t) => [uniqueIndex("staff_size_bands_code_unique").on(t.code)],
);

export const regions = sqliteTable(
  "regions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    code: text("code").notNull(),
    name: text("name").notNull(),
  },
  (t) => [uniqueIndex("regions_code_unique").on(t.code)],
);

/** Départements, including 2A, 2B, 971 to 976 and the overseas collectivities. */
export const departements = sqliteTable(
  "departements",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    code: text("code").notNull(),
    name: text("name").notNull(),
    /** Null for overseas collectivities outside any region. */
    region_code: text("region_code"),
  },
  (t) => [uniqueIndex("departements_code_unique").on(t.code), index("departements_region_idx").on(t.region_code)],
);

/**
 * One row per (commune, postal code) pair: a commune can have several postal codes and a postal code
 * several communes, and the postal-code lookup is the common query.
 */
export const communes = sqliteTable(
  "communes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** INSEE commune code (5 characters, 2A/2B for Corsica). */
    insee_code: text("insee_code").notNull(),
    postal_code: text("postal_code").notNull(),
    name: text("name").notNull(),
    /** Lower-case, accents and punctuation removed, for prefix search. */
    name_normalized: text("name_normalized").notNull(),
    departement_code: text("departement_code"),
    region_code: text("region_code"),
    population: integer("population"),
    latitude: real("latitude"),
    longitude: real("longitude"),
  },
  (t) => [
    uniqueIndex("communes_insee_postal_unique").on(t.insee_code, t.postal_code),
    index("communes_postal_code_idx").on(t.postal_code),
    index("communes_name_normalized_idx").on(t.name_normalized),
    index("communes_departement_idx").on(t.departement_code),
  ],
);

/**
 * Which version of each reference set the database holds (a hash of the rows), so that
 * `npm run db:load-reference` reloads only the sets whose data changed.
 */
export const referenceDataVersions = sqliteTable("reference_data_versions", {
  set_name: text("set_name").primaryKey(),
  version: text("version").notNull(),
  row_count: integer("row_count").notNull(),
  loaded_at: integer("loaded_at", { mode: "timestamp_ms" }).notNull(),
});
