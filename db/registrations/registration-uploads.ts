import { and, count, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../client";
import { registrationUploads } from "../schema/registration-uploads";
import { writeGuard } from "../sql/write-guard";

export type RegistrationUpload = typeof registrationUploads.$inferSelect;

/** Records an upload slot when its signed URL is handed out. */
export function insertRegistrationUpload(
  db: Database,
  upload: Omit<RegistrationUpload, "created_at" | "express_read_at" | "express_reading">,
  now: Date,
) {
  return db.insert(registrationUploads).values({ ...upload, created_at: now });
}

/** The live (unexpired) uploads of one space among `ids`: another space's upload is never found here. */
export function findLiveRegistrationUploads(db: Database, spaceId: number, ids: string[], now: Date) {
  return db
    .select()
    .from(registrationUploads)
    .where(and(eq(registrationUploads.space_id, spaceId), inArray(registrationUploads.id, ids), gt(registrationUploads.expires_at, now)));
}

/**
 * The head of a registration's batch: fails it unless every upload it uses is still there and live, so
 * two registrations racing for one upload cannot both land (the second finds it spent).
 */
export function uploadsStillLiveGuard(db: Database, spaceId: number, ids: string[], now: Date) {
  const live = db
    .select({ n: count() })
    .from(registrationUploads)
    .where(and(eq(registrationUploads.space_id, spaceId), inArray(registrationUploads.id, ids), gt(registrationUploads.expires_at, now)));
  return writeGuard(db, sql`(${live}) = ${ids.length}`);
}

/** Spends uploads inside the registration's batch, after its guard. */
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

/** A live upload of one space that no registration has used yet, by its id. */
export async function findPendingRegistrationUpload(db: Database, spaceId: number, id: string, now: Date) {
  const [upload] = await db
    .select({ id: registrationUploads.id, r2_key: registrationUploads.r2_key })
    .from(registrationUploads)
    .where(and(eq(registrationUploads.space_id, spaceId), eq(registrationUploads.id, id), gt(registrationUploads.expires_at, now)));
  return upload;
}
