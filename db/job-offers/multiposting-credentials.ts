import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { multipostingCredentials } from "../schema/job-offers";

export type MultipostingCredentialsRow = typeof multipostingCredentials.$inferSelect;

export async function getMultipostingCredentials(db: Database, spaceId: number) {
  return db.select().from(multipostingCredentials).where(eq(multipostingCredentials.space_id, spaceId)).get();
}

/** Saves a space's credentials, replacing the ones it had (one account per space). */
export function saveMultipostingCredentialsStatement(
  db: Database,
  row: Omit<MultipostingCredentialsRow, "created_at" | "updated_at">,
  now: Date,
) {
  const { space_id: _spaceId, ...changes } = row;
  return db
    .insert(multipostingCredentials)
    .values({ ...row, created_at: now, updated_at: now })
    .onConflictDoUpdate({ target: multipostingCredentials.space_id, set: { ...changes, updated_at: now } });
}

/** Forgets a space's credentials: its offers can no longer be published until new ones are set. */
export function deleteMultipostingCredentialsStatement(db: Database, spaceId: number) {
  return db
    .delete(multipostingCredentials)
    .where(eq(multipostingCredentials.space_id, spaceId))
    .returning({ space_id: multipostingCredentials.space_id });
}
