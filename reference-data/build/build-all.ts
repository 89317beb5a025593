// npm run reference:build: rebuilds every committed set of reference-data/data/ from its source.
// Communes are not written: they are built when the database is loaded (build/communes.ts).
import { ACTIVITY_SECTIONS_FILE, buildActivitySections } from "./activity-sections";
import { buildCommunes, communesSourceVersion } from "./communes";
import { buildDepartements, DEPARTEMENTS_FILE } from "./departements";
import { writeData } from "./files";
import { buildLegalForms, LEGAL_FORMS_FILE } from "./legal-forms";
import { buildNaf2025, NAF_2025_FILE } from "./naf-2025";
import { buildNafRev2, NAF_REV2_FILE } from "./naf-rev2";
import { buildRegions, REGIONS_FILE } from "./regions";
import { buildStaffSizeBands, STAFF_SIZE_BANDS_FILE } from "./staff-size-bands";

const sets: [string, () => unknown[]][] = [
  [NAF_REV2_FILE, buildNafRev2],
  [NAF_2025_FILE, buildNaf2025],
  [ACTIVITY_SECTIONS_FILE, buildActivitySections],
  [LEGAL_FORMS_FILE, buildLegalForms],
  [STAFF_SIZE_BANDS_FILE, buildStaffSizeBands],
  [REGIONS_FILE, buildRegions],
  [DEPARTEMENTS_FILE, buildDepartements],
];

for (const [file, build] of sets) {
  const rows = build();
  writeData(file, rows);
  console.log(`reference-data/data/${file}: ${rows.length} rows`);
}
console.log(`communes (built at load time from ${communesSourceVersion()}): ${buildCommunes().length} communes`);
