import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { jobOfferApplicants, jobOfferJobBoards, jobOffers } from "../schema/job-offers";
import { spaces } from "../schema/spaces";

/** The number of applicants of the offer in `offerId`, read from the (offer, worker) unique index. */
export function applicantsCountOf(offerId: typeof jobOffers.id) {
  return sql<number>`(select count(*) from ${jobOfferApplicants} where ${jobOfferApplicants.job_offer_id} = ${offerId})`.mapWith(Number);
}

/** The offer row alone (for checks and writes). */
export async function getJobOfferRow(db: Database, id: number) {
  return db.select().from(jobOffers).where(eq(jobOffers.id, id)).get();
}

/** The offer as its file shows it: its row, its applicants' count, its space's public link and its boards, in one round trip. */
export async function getJobOfferFile(db: Database, id: number) {
  const [[row], boards] = await db.batch([
    db
      .select({ offer: jobOffers, applicants_count: applicantsCountOf(jobOffers.id), space_url: spaces.url })
      .from(jobOffers)
      .innerJoin(spaces, eq(spaces.id, jobOffers.space_id))
      .where(eq(jobOffers.id, id)),
    db.select().from(jobOfferJobBoards).where(eq(jobOfferJobBoards.job_offer_id, id)).orderBy(asc(jobOfferJobBoards.board)),
  ]);
  if (!row) return undefined;
  return { ...row.offer, applicants_count: row.applicants_count, space_url: row.space_url, job_boards: boards };
}

export type JobOfferFile = NonNullable<Awaited<ReturnType<typeof getJobOfferFile>>>;
