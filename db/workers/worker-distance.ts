import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { boundingBox, type GeoPoint } from "#domain/geo/distance";
import type { WORKER_STATES } from "#domain/enums/worker";
import type { Database } from "../client";
import { workerLocationCounts } from "../schema/worker-location-counts";
import { workers } from "../schema/workers";
import { squaredDistanceKm, withinBox } from "../sql/distance";

// The distance filter of the worker list (spec 000 §2, §9). A worker's coordinates are its commune's,
// so the workers of a space stand at a bounded number of locations (one per commune): counting and
// ranking those locations (worker_location_counts) costs the same at 1,000 or 100,000 workers, where
// measuring every worker within 50 km of a city grows with the data.

// Workers and locations are measured by the very same expression (db/sql/distance.ts), so both agree
// to the last bit.
export type Point = GeoPoint;

/**
 * Inside the square inscribed in the circle (a little smaller, for rounding): certainly within the
 * radius, so a count of workers skips the arithmetic for most workers of a dense area.
 */
export function insideSquare(point: Point, radiusKm: number): SQL {
  const square = boundingBox(point, (radiusKm / Math.SQRT2) * 0.999);
  return sql`(${workers.latitude} between ${square.minLatitude} and ${square.maxLatitude} and ${workers.longitude} between ${square.minLongitude} and ${square.maxLongitude})`;
}

export interface LocationFilter {
  spaceId: number;
  archived: boolean;
  states?: readonly (typeof WORKER_STATES)[number][];
  near: Point & { radiusKm?: number };
}

/** The space's locations that the filter keeps (within the radius, if any). */
function locationConditions(filter: LocationFilter): (SQL | undefined)[] {
  const { near } = filter;
  const within =
    near.radiusKm === undefined
      ? []
      : [
          ...withinBox(near, near.radiusKm, workerLocationCounts),
          sql`${squaredDistanceKm(near, workerLocationCounts)} <= ${near.radiusKm ** 2}`,
        ];
  return [
    eq(workerLocationCounts.space_id, filter.spaceId),
    eq(workerLocationCounts.is_archived, filter.archived),
    filter.states && filter.states.length > 0 ? inArray(workerLocationCounts.state, [...filter.states]) : undefined,
    ...within,
  ];
}

/** How many workers the filter keeps: a sum over the locations, exact (the same measure as the rows'). */
export function countLocatedWorkers(db: Database, filter: LocationFilter & { near: { radiusKm: number } }) {
  return db
    .select({ total: sql<number>`coalesce(sum(${workerLocationCounts.count}), 0)` })
    .from(workerLocationCounts)
    .where(and(...locationConditions(filter)));
}

/**
 * `(latitude, longitude) IN (…)`: the nearest (or farthest) locations holding the first `needed`
 * workers in distance order. A location is kept while fewer than `needed` workers stand strictly
 * closer (strictly farther), so locations at the same distance are kept or dropped together and the
 * page's order by (distance, id) is the same as over all workers.
 */
export function atNearestLocations(filter: LocationFilter, descending: boolean, needed: number): SQL {
  const distance = squaredDistanceKm(filter.near, workerLocationCounts);
  const order = descending ? sql`desc` : sql`asc`;
  const ranked = sql`select ${workerLocationCounts.latitude} as latitude, ${workerLocationCounts.longitude} as longitude,
    coalesce(sum(sum(${workerLocationCounts.count})) over (order by ${distance} ${order} groups between unbounded preceding and 1 preceding), 0) as before
    from ${workerLocationCounts} where ${and(...locationConditions(filter))}
    group by ${workerLocationCounts.latitude}, ${workerLocationCounts.longitude}`;
  return sql`(${workers.latitude}, ${workers.longitude}) in (select latitude, longitude from (${ranked}) where before < ${needed})`;
}
