import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { insertedIdRef, type Database, type IdRef } from "../client";
import { spaces } from "../schema/spaces";
import { nextVersion } from "../sql/row-version";

export type SpaceValues = Omit<typeof spaces.$inferInsert, "id" | "created_at" | "updated_at" | "deleted_at">;

export function insertSpace(db: Database, values: SpaceValues, now: Date) {
  return db
    .insert(spaces)
    .values({ ...values, created_at: now, updated_at: now })
    .returning();
}

/** The space the batch has just inserted, for its later statements (its activity-log entry). */
export function newSpaceIdRef(): IdRef {
  return insertedIdRef(spaces);
}

export function updateSpace(db: Database, id: number, values: Partial<SpaceValues>, now: Date) {
  return db
    .update(spaces)
    .set({ ...values, updated_at: nextVersion(spaces.updated_at, now) })
    .where(eq(spaces.id, id))
    .returning();
}

/** Soft delete (spec: deleted_at); only a live space is deleted, so a repeat does nothing. */
export function softDeleteSpace(db: Database, id: number, at: Date) {
  return db
    .update(spaces)
    .set({ deleted_at: at, updated_at: nextVersion(spaces.updated_at, at) })
    .where(and(eq(spaces.id, id), isNull(spaces.deleted_at)))
    .returning({ id: spaces.id });
}

export function restoreSpace(db: Database, id: number, now: Date) {
  return db
    .update(spaces)
    .set({ deleted_at: null, updated_at: nextVersion(spaces.updated_at, now) })
    .where(and(eq(spaces.id, id), isNotNull(spaces.deleted_at)))
    .returning({ id: spaces.id });
}
