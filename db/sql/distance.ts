import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { boundingBox, KM_PER_DEGREE, kmPerDegreeLongitude, type GeoPoint } from "#domain/geo/distance";

// The SQL side of domain/geo/distance.ts, for every table with a position (companies, workers, the
// workers' locations): the same formula and constant as the numbers the domain computes.

export type Position = { latitude: SQLiteColumn; longitude: SQLiteColumn };

/**
 * Equirectangular distance, squared, in km²: exact enough within a few hundred kilometres and made of
 * arithmetic only (SQLite builds may lack trigonometry), the cosine being computed here once. Rows
 * measured by the very same expression agree to the last bit.
 */
export function squaredDistanceKm(point: GeoPoint, at: Position): SQL<number | null> {
  const dy = sql`((${at.latitude} - ${point.latitude}) * ${KM_PER_DEGREE})`;
  const dx = sql`((${at.longitude} - ${point.longitude}) * ${kmPerDegreeLongitude(point.latitude)})`;
  return sql<number | null>`(${dy} * ${dy} + ${dx} * ${dx})`;
}

/** The latitude/longitude box around the point (domain boundingBox), which the latitude indexes range over. */
export function withinBox(point: GeoPoint, radiusKm: number, at: Position): SQL[] {
  const box = boundingBox(point, radiusKm);
  return [
    sql`${at.latitude} between ${box.minLatitude} and ${box.maxLatitude}`,
    sql`${at.longitude} between ${box.minLongitude} and ${box.maxLongitude}`,
  ];
}
