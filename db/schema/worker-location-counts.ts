import { integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { WORKER_STATES } from "#domain/enums/worker";
import { spaces } from "./spaces";

/**
 * How many workers of a space stand at each location, per archive state and worker state. A worker's
 * coordinates are those of its postal code's commune, so a space has at most one row per commune
 * (and state) however many workers it has: the distance filter counts and ranks these rows instead
 * of measuring every worker (db/workers/list-workers.ts). Kept by triggers on workers (migration
 * 0010_worker_location_counts.sql, hand-written part: drizzle-kit does not describe triggers), so
 * every writer, the seed and imports included, keeps it right. Workers without coordinates are not
 * counted here.
 */
export const workerLocationCounts = sqliteTable(
  "worker_location_counts",
  {
    space_id: integer("space_id")
      .notNull()
      .references(() => spaces.id),
    is_archived: integer("is_archived", { mode: "boolean" }).notNull(),
    latitude: real("latitude").notNull(),
    longitude: real("longitude").notNull(),
    state: text("state", { enum: WORKER_STATES }).notNull(),
    count: integer("count").notNull().default(0),
  },
  // Latitude first: the distance filter ranges over a latitude band of the space.
  (t) => [primaryKey({ columns: [t.space_id, t.is_archived, t.latitude, t.longitude, t.state] })],
);
