import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { WORKER_STATES } from "#domain/enums/worker";
import { spaces } from "./spaces";

/**
 * How many workers each space has, per archive state and worker state: the worker list's total without
 * counting 100,000 index entries on every page. Kept by triggers on workers (migration
 * 0006_worker_counts_triggers.sql, hand-written: drizzle-kit does not describe triggers), so every
 * writer, the seed and imports included, keeps it right.
 */
export const workerCounts = sqliteTable(
  "worker_counts",
  {
    space_id: integer("space_id")
      .notNull()
      .references(() => spaces.id),
    is_archived: integer("is_archived", { mode: "boolean" }).notNull(),
    state: text("state", { enum: WORKER_STATES }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.space_id, t.is_archived, t.state] })],
);
