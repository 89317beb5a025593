// Commune lookups of the address forms (GET /v1/reference/communes) on the full commune table:
// by postal code, and by the start of a name as a person types it (3 to 5 characters).
import { normalizeSearchText } from "#domain/format/search-text";
import { buildCommunes } from "#reference-data/build/communes";
import type { BenchSuite } from "./measure";

const SAMPLES = 200;

export const referenceLookups: BenchSuite = {
  name: "reference lookups",
  measurements() {
    const communes = buildCommunes();
    // Evenly spread over the country (the source is sorted by INSEE code).
    const sample = Array.from({ length: SAMPLES }, (_, i) => communes[Math.floor((i * communes.length) / SAMPLES)]!);
    const postalCodes = sample.map((commune) => commune.postal_codes[0]!);
    const prefixes = sample.map((commune, i) =>
      normalizeSearchText(commune.name)
        .slice(0, 3 + (i % 3))
        .trimEnd(),
    );
    return [
      {
        name: "communes_by_postal_code",
        table: "communes",
        path: (i) => `/v1/reference/communes?postal_code=${postalCodes[i % postalCodes.length]}`,
      },
      {
        name: "communes_by_name_prefix",
        table: "communes",
        path: (i) => `/v1/reference/communes?q=${encodeURIComponent(prefixes[i % prefixes.length]!)}`,
      },
    ];
  },
};
