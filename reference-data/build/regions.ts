// Regions from @etalab/decoupage-administratif (2026 Code officiel géographique): the 18 regions
// (13 in metropolitan France, 5 overseas) and the overseas collectivities, which the package lists
// as regions of their own (975, 977, 978, 984, 986 to 989). Run alone: `npx tsx reference-data/build/regions.ts`.
import { z } from "zod";
import type { RegionEntry } from "../types";
import { isMainModule, readPackageJson, writeData } from "./files";

const PackageSchema = z.array(z.object({ code: z.string().regex(/^\d{2,3}$/), nom: z.string().min(1) })).min(1);

export const REGIONS_FILE = "regions.json";

export function buildRegions(): RegionEntry[] {
  return PackageSchema.parse(readPackageJson("@etalab/decoupage-administratif/data/regions.json")).map(({ code, nom }) => ({
    code,
    name: nom,
  }));
}

if (isMainModule(import.meta.url)) {
  const rows = buildRegions();
  console.log(`${writeData(REGIONS_FILE, rows)}: ${rows.length} regions`);
}
