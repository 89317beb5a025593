import { and, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { documents } from "../schema/documents";
import { nextVersion } from "../sql/row-version";
import { documentWhere, type DocumentTarget } from "./document-target";

export type DocumentValues = Partial<
  Pick<
    typeof documents.$inferInsert,
    "type" | "name" | "valid_from" | "valid_until" | "card_number" | "delivering_organization" | "confidential"
  >
>;

/**
 * Returns the updated row; nothing when it is gone or no longer has the version `sameVersion` asks.
 * The validity order is checked again against the stored dates (one end may change alone): the
 * table's CHECK refuses an end before the start.
 */
export function updateDocument(db: Database, target: DocumentTarget, values: DocumentValues, now: Date, sameVersion?: SQL) {
  return db
    .update(documents)
    .set({ ...values, updated_at: nextVersion(documents.updated_at, now) })
    .where(and(documentWhere(target), sameVersion))
    .returning();
}
