import type { Database } from "../client";
import { contacts } from "../schema/companies";

export type ContactValues = Omit<typeof contacts.$inferInsert, "id" | "created_at" | "updated_at">;

export function insertContact(db: Database, values: ContactValues) {
  return db.insert(contacts).values(values).returning();
}
