import { env } from "cloudflare:workers";
import { codedLabelSearchText, normalizeSearchText } from "#domain/format/search-text";

// A small subset of the reference data for tests inside workerd, whose D1 starts empty (the full
// sets are loaded by npm run db:load-reference and tested in tests/node/reference-data-load.test.ts).
// Idempotent (INSERT OR IGNORE on the unique keys), so any test file may call it.

const COMMUNES: [insee: string, name: string, postalCodes: string[], departement: string, region: string, population: number][] = [
  ["69123", "Lyon", ["69001", "69002", "69003"], "69", "84", 519127],
  ["69266", "Villeurbanne", ["69100"], "69", "84", 162780],
  ["27377", "Lyons-la-Forêt", ["27480"], "27", "28", 723],
  ["42218", "Saint-Étienne", ["42000", "42100", "42230"], "42", "84", 173136],
  ["38382", "Saint-Égrève", ["38120"], "38", "84", 16218],
  ["42279", "Saint-Étienne-le-Molard", ["42130"], "42", "84", 1063],
  ["69202", "Sainte-Foy-lès-Lyon", ["69110"], "69", "84", 22359],
  ["2A004", "Ajaccio", ["20000", "20090"], "2A", "94", 74012],
];

const NAF_CODES: [nomenclature: string, code: string, level: string, parent: string | null, fr: string, en: string | null][] = [
  ["naf_rev2", "78", "division", "N", "Activités liées à l'emploi", "Employment activities"],
  ["naf_rev2", "78.2", "group", "78", "Activités des agences de travail temporaire", "Temporary employment agency activities"],
  ["naf_rev2", "78.20", "class", "78.2", "Activités des agences de travail temporaire", "Temporary employment agency activities"],
  ["naf_rev2", "78.20Z", "subclass", "78.20", "Activités des agences de travail temporaire", "Temporary employment agency activities"],
  ["naf_rev2", "10.71C", "subclass", "10.71", "Boulangerie et boulangerie-pâtisserie", "Bakeries and bakery-pastry shops"],
  ["naf_2025", "78.20G", "subclass", "78.20", "Activités d’agence de travail temporaire", null],
];

const LEGAL_FORMS: [level: number, code: string, parent: string | null, fr: string, en: string][] = [
  [1, "5", null, "Société commerciale", "Commercial company"],
  [2, "57", "5", "Société par actions simplifiée", "Simplified joint-stock company (SAS)"],
  [3, "5710", "57", "SAS, société par actions simplifiée", "Simplified joint-stock company (SAS)"],
  [3, "5499", "54", "Société à responsabilité limitée (sans autre indication)", "Limited liability company (unspecified)"],
];

export async function loadReferenceFixtures() {
  const statements = [
    ...COMMUNES.flatMap(([insee, name, postalCodes, departement, region, population]) =>
      postalCodes.map((postalCode) =>
        env.DB.prepare(
          `INSERT OR IGNORE INTO communes (insee_code, postal_code, name, name_normalized, departement_code, region_code, population)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        ).bind(insee, postalCode, name, normalizeSearchText(name), departement, region, population),
      ),
    ),
    ...NAF_CODES.map(([nomenclature, code, level, parent, fr, en]) =>
      env.DB.prepare(
        `INSERT OR IGNORE INTO naf_codes (nomenclature, code, level, parent_code, label_fr, label_en, search_text)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).bind(nomenclature, code, level, parent, fr, en, codedLabelSearchText(code, fr, en)),
    ),
    ...LEGAL_FORMS.map(([level, code, parent, fr, en]) =>
      env.DB.prepare(
        "INSERT OR IGNORE INTO legal_forms (level, code, parent_code, label_fr, label_en, search_text) VALUES (?, ?, ?, ?, ?, ?)",
      ).bind(level, code, parent, fr, en, codedLabelSearchText(code, fr, en)),
    ),
    env.DB.prepare(
      `INSERT OR IGNORE INTO staff_size_bands (code, label_fr, label_en, min_employees, max_employees, position) VALUES
       ('NN', 'Unité non employeuse', 'Non-employer unit', NULL, NULL, 1),
       ('01', '1 ou 2 salariés', '1 or 2 employees', 1, 2, 3),
       ('00', '0 salarié', '0 employees', 0, 0, 2)`,
    ),
    env.DB.prepare(
      `INSERT OR IGNORE INTO activity_sections (nomenclature, code, parent_code, label_fr, label_en) VALUES
       ('naf_rev2', 'N', NULL, 'Activités de services administratifs et de soutien', 'Administrative and support service activities'),
       ('naf_rev2', 'A', NULL, 'Agriculture, sylviculture et pêche', 'Agriculture, forestry and fishing'),
       ('naf_rev1', 'D', NULL, 'Industrie manufacturière', 'Manufacturing'),
       ('naf_rev1', 'DA', 'D', 'Industries agricoles et alimentaires', 'Manufacture of food products, beverages and tobacco')`,
    ),
    env.DB.prepare(
      `INSERT OR IGNORE INTO regions (code, name) VALUES ('84', 'Auvergne-Rhône-Alpes'), ('94', 'Corse'), ('28', 'Normandie')`,
    ),
    env.DB.prepare(
      `INSERT OR IGNORE INTO departements (code, name, region_code) VALUES
       ('2A', 'Corse-du-Sud', '94'), ('2B', 'Haute-Corse', '94'), ('69', 'Rhône', '84'), ('971', 'Guadeloupe', '01')`,
    ),
  ];
  await env.DB.batch(statements);
}
