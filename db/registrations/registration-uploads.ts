import { and, eq, gt, inArray, lte } from "drizzle-orm";
import type { Database } from "../client";
import { registrationUploads } from "../schema/registration-uploads";

export type RegistrationUpload = typeof registrationUploads.$inferSelect;

/** Records an upload slot when its signed URL is handed out. */
export function insertRegistrationUpload(db: Database, upload: Omit<RegistrationUpload, "created_at">) {
  return db.insert(registrationUploads).values(upload);
}

/** The live (unexpired) uploads of one space among `ids`: another space's upload is never found here. */
export function findLiveRegistrationUploads(db: Database, spaceId: number, ids: string[], now: Date) {
  return db
    .select()
    .from(registrationUploads)
    .where(and(eq(registrationUploads.space_id, spaceId), inArray(registrationUploads.id, ids), gt(registrationUploads.expires_at, now)));
}

/**
 * Spends uploads inside the registration's batch: a registration that lost a race for the same upload
 * deletes nothing, and the guard that follows it in the batch then fails the whole batch.
 */
export function deleteRegistrationUploads(db: Database, spaceId: number, ids: string[]) {
  return db
    .delete(registrationUploads)
    .where(and(eq(registrationUploads.space_id, spaceId), inArray(registrationUploads.id, ids)))
    .returning({ id: registrationUploads.id });
}

/** Expired slots, for the nightly cleanup (their objects go first). */
export function listExpiredRegistrationUploads(db: Database, now: Date, limit: number) {
  return db
    .select({ id: registrationUploads.id, r2_key: registrationUploads.r2_key })
    .from(registrationUploads)
    .where(lte(registrationUploads.expires_at, now))
    .limit(limit);
}

export function deleteRegistrationUploadsById(db: Database, ids: string[]) {
  return db.delete(registrationUploads).where(inArray(registrationUploads.id, ids));
}
