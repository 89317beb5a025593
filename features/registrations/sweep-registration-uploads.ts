import type { Database } from "#db/client";
import { deleteRegistrationUploadsById, listExpiredRegistrationUploads } from "#db/registrations/registration-uploads";

/** Rows per pass; R2 deletes up to 1,000 keys in one call. */
const SWEEP_BATCH = 500;
/** An upload is swept an hour after it expired: a registration that read it just before is long finished. */
const GRACE_MS = 60 * 60 * 1000;

/**
 * Nightly (decision 0032): registration files nobody registered with, past their expiry. Objects go
 * first, rows after, so a failing R2 leaves the row to retry the next night, never an object without one.
 * Answers how many were swept.
 */
export async function sweepRegistrationUploads(context: { db: Database; files: R2Bucket | undefined; now: Date }): Promise<number> {
  if (!context.files) return 0;
  const before = new Date(context.now.getTime() - GRACE_MS);
  let swept = 0;
  for (;;) {
    const expired = await listExpiredRegistrationUploads(context.db, before, SWEEP_BATCH);
    if (expired.length === 0) return swept;
    await context.files.delete(expired.map((upload) => upload.r2_key));
    await deleteRegistrationUploadsById(
      context.db,
      expired.map((upload) => upload.id),
    );
    swept += expired.length;
    if (expired.length < SWEEP_BATCH) return swept;
  }
}
