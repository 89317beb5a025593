import type { Database } from "../client";
import { documents } from "../schema/documents";

export type NewDocument = Omit<typeof documents.$inferInsert, "id" | "created_at" | "updated_at" | "deleted_at">;

/**
 * The row of a stored file. The unique index on (space, worker, SHA-256) refuses the same content a
 * second time on one worker's file, even when two uploads race (spec 000 §5).
 */
export function insertDocument(db: Database, values: NewDocument, now: Date) {
  return db
    .insert(documents)
    .values({ ...values, created_at: now, updated_at: now })
    .returning();
}
