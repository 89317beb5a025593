// Départements from @etalab/decoupage-administratif: 01 to 95 with 2A and 2B, 971 to 976 and the
// overseas collectivities (109 codes). Run alone: `npx tsx reference-data/build/departements.ts`.
import { z } from "zod";
import type { DepartementEntry } from "../types";
import { isMainModule, readPackageJson, writeData } from "./files";

const PackageSchema = z
  .array(z.object({ code: z.string().regex(/^(\d{2}|2A|2B|\d{3})$/), nom: z.string().min(1), region: z.string().optional() }))
  .min(1);

export const DEPARTEMENTS_FILE = "departements.json";

export function buildDepartements(): DepartementEntry[] {
  return PackageSchema.parse(readPackageJson("@etalab/decoupage-administratif/data/departements.json")).map(({ code, nom, region }) => ({
    code,
    name: nom,
    region_code: region ?? null,
  }));
}

if (isMainModule(import.meta.url)) {
  const rows = buildDepartements();
  console.log(`${writeData(DEPARTEMENTS_FILE, rows)}: ${rows.length} départements`);
}
