import { eq, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { insertedIdRef } from "../client";
import { jobOffers } from "../schema/job-offers";
import { nextVersion, rowStillAt } from "../sql/row-version";

// The writes of an offer's own fields (decision 0046); its publication moves by publication-state.ts.

export type JobOfferRow = typeof jobOffers.$inferSelect;
export type NewJobOffer = Omit<typeof jobOffers.$inferInsert, "id">;

export function insertJobOffer(db: Database, values: NewJobOffer) {
  return db.insert(jobOffers).values(values).returning({ id: jobOffers.id });
}

/** The offer inserted earlier in the same batch (its activity-log row names it). */
export function newJobOfferIdRef() {
  return insertedIdRef(jobOffers);
}

/** True while the offer exists and, with a version, still has it (the edit's write guard). */
export function jobOfferStillAt(id: number, version: number | undefined): SQL {
  return rowStillAt(jobOffers, id, version);
}

/** An edit of the offer's fields: a new version. */
export function updateJobOfferStatement(db: Database, id: number, changes: Partial<NewJobOffer>, now: Date) {
  return db
    .update(jobOffers)
    .set({ ...changes, updated_at: nextVersion(jobOffers.updated_at, now) })
    .where(eq(jobOffers.id, id))
    .returning({ id: jobOffers.id });
}

/** Deletes the offer; its applicant links and boards go with it (ON DELETE CASCADE). */
export function deleteJobOfferStatement(db: Database, id: number) {
  return db.delete(jobOffers).where(eq(jobOffers.id, id));
}
