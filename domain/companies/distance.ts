// Distances for the company search's distance filter (spec 000 §9: "distance filter options in km").
// Within the few hundred kilometres the filter offers, the equirectangular approximation is within a
// fraction of a percent of the great-circle distance and needs only arithmetic, so SQLite computes it
// without math functions, and a latitude/longitude box narrows the rows first on an index.

export const KM_PER_DEGREE = 111.32;
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

/** The approximate distance in km, as the list computes it (in SQL, squared), rounded to 100 m. */
export function approximateDistanceKm(center: GeoPoint, point: GeoPoint): number {
  const dy = (point.latitude - center.latitude) * KM_PER_DEGREE;
  const dx = (point.longitude - center.longitude) * kmPerDegreeLongitude(center.latitude);
  return kmFromSquared(dx * dx + dy * dy);
}

/** A squared distance (km²) as shown: km rounded to 100 m. */
export function kmFromSquared(squared: number): number {
  return Math.round(Math.sqrt(squared) * 10) / 10;
}
