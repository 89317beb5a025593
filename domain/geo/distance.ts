// Distances for the distance filters of the company and worker lists (spec 000 §2, §9: "distance filter
// options in km"). Within the few hundred kilometres the filters offer, the equirectangular approximation
// is within a fraction of a percent of the great-circle distance and needs only arithmetic, so SQLite
// computes it without math functions (db/sql/distance.ts), and a latitude/longitude box narrows the rows
// first on an index.

/**
 * Kilometres per degree on the mean Earth radius (6,371.0088 km, IUGG), ≈ 111.195: a degree of latitude
 * in France measures 111.10–111.23 km. 111.32, which the company list once used, is a degree of longitude
 * at the equator: it made every north–south distance 0.1–0.2 % too long (decision 0019).
 */
export const KM_PER_DEGREE = (6371.0088 * Math.PI) / 180;
export const MAX_DISTANCE_KM = 1000;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Kilometres per degree of longitude at the centre's latitude (the scale the approximation uses). */
export function kmPerDegreeLongitude(latitude: number): number {
  return KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180);
}

/** The latitude/longitude box holding every point within `km` of `center`. */
export function boundingBox(center: GeoPoint, km: number) {
  const latitudeDelta = km / KM_PER_DEGREE;
  // Near the poles a degree of longitude shrinks to nothing: the box then spans every longitude.
  const longitudeScale = kmPerDegreeLongitude(center.latitude);
  const longitudeDelta = longitudeScale > 1 ? km / longitudeScale : 180;
  return {
    minLatitude: center.latitude - latitudeDelta,
    maxLatitude: center.latitude + latitudeDelta,
    minLongitude: center.longitude - longitudeDelta,
    maxLongitude: center.longitude + longitudeDelta,
  };
}

/** The approximate distance in km, as the lists compute it (in SQL, squared), rounded to 100 m. */
export function approximateDistanceKm(center: GeoPoint, point: GeoPoint): number {
  const dy = (point.latitude - center.latitude) * KM_PER_DEGREE;
  const dx = (point.longitude - center.longitude) * kmPerDegreeLongitude(center.latitude);
  return kmFromSquared(dx * dx + dy * dy);
}

/** A squared distance (km²) as shown: km rounded to 100 m. */
export function kmFromSquared(squared: number): number {
  return Math.round(Math.sqrt(squared) * 10) / 10;
}
