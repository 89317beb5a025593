import { insertedIdRef, type Database, type IdRef } from "../client";
import { contacts } from "../schema/companies";

export type ContactValues = Omit<typeof contacts.$inferInsert, "id" | "created_at" | "updated_at">;

export function insertContact(db: Database, values: ContactValues, now: Date) {
  return db
    .insert(contacts)
    .values({ ...values, created_at: now, updated_at: now })
    .returning();
}

/** The contact the batch has just inserted, for its later statements (its activity-log entry). */
export function newContactIdRef(): IdRef {
  return insertedIdRef(contacts);
}
