import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { spaces } from "./spaces";

/**
 * What a space spent on a paid service on one Paris day (decision 0043): express CV readings through the
 * OCR provider. One row per space, day and kind, raised by a conditional UPSERT that refuses to pass the
 * space's budget, so two readings at once never both take the last one.
 */
export const spaceDailyUsage = sqliteTable(
  "space_daily_usage",
  {
    space_id: integer("space_id")
      .notNull()
      .references(() => spaces.id, { onDelete: "cascade" }),
    /** YYYY-MM-DD, Paris. */
    day: text("day").notNull(),
    /** ocr */
    kind: text("kind").notNull(),
    used: integer("used").notNull(),
  },
  (t) => [primaryKey({ columns: [t.space_id, t.day, t.kind] })],
);
