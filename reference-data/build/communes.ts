// Communes with their postal codes from @etalab/decoupage-administratif (8.6 MB). Built when the
// database is loaded rather than committed to data/: even trimmed to what the lookups use, the set
// is about 5 MB of JSON, and the package is installed anyway. Current communes only: municipal
// arrondissements (Paris, Lyon, Marseille) share their commune's postal codes, and delegated or
// associated communes carry no postal code in the source. Run alone to print a summary:
// `npx tsx reference-data/build/communes.ts`.
import { z } from "zod";
import type { CommuneEntry } from "../types";
import { coordinatesSourceVersion, withCoordinates } from "./commune-coordinates";
import { isMainModule, packageVersion, readPackageJson } from "./files";

const PACKAGE = "@etalab/decoupage-administratif";

const PackageSchema = z
  .array(
    z.object({
      code: z.string().regex(/^(\d{5}|2A\d{3}|2B\d{3})$/),
      nom: z.string().min(1),
      type: z.string(),
      departement: z.string(),
      region: z.string().optional(),
      codesPostaux: z.array(z.string().regex(/^\d{5}$/)).optional(),
      population: z.number().int().nonnegative().optional(),
    }),
  )
  .min(1);

export function communesSourceVersion(): string {
  return `${PACKAGE}@${packageVersion(PACKAGE)}+${coordinatesSourceVersion()}`;
}

export function buildCommunes(): CommuneEntry[] {
  return withCoordinates(readCommunes()).rows;
}

function readCommunes(): CommuneEntry[] {
  return PackageSchema.parse(readPackageJson(`${PACKAGE}/data/communes.json`))
    .filter((commune) => commune.type === "commune-actuelle" && (commune.codesPostaux?.length ?? 0) > 0)
    .map((commune) => ({
      insee_code: commune.code,
      name: commune.nom,
      postal_codes: [...new Set(commune.codesPostaux)].sort(),
      departement_code: commune.departement,
      region_code: commune.region ?? null,
      population: commune.population ?? null,
      // Filled by withCoordinates from GeoNames (build/commune-coordinates.ts).
      latitude: null,
      longitude: null,
    }));
}

if (isMainModule(import.meta.url)) {
  const { rows, counts } = withCoordinates(readCommunes());
  console.log(`coordinates: ${JSON.stringify(counts)}`);
  const pairs = rows.reduce((sum, row) => sum + row.postal_codes.length, 0);
  console.log(`${communesSourceVersion()}: ${rows.length} communes, ${pairs} (commune, postal code) rows`);
}
