import { desc, eq, sql } from "drizzle-orm";
import type { Database, IdRef } from "../client";
import { jobOfferApplicants } from "../schema/job-offers";
import { workers } from "../schema/workers";

/**
 * Links a worker to an offer as its applicant (spec 000 §3 Job offer: applicants). Once per offer and
 * worker (their unique index): applying again links nothing more. `workerId` may be a worker created
 * earlier in the same batch.
 */
export function addApplicantStatement(db: Database, applicant: { spaceId: number; jobOfferId: number; workerId: IdRef; appliedAt: Date }) {
  return db
    .insert(jobOfferApplicants)
    .values({
      space_id: applicant.spaceId,
      job_offer_id: applicant.jobOfferId,
      worker_id: applicant.workerId as number,
      applied_at: applicant.appliedAt,
    })
    .onConflictDoNothing()
    .returning({ id: jobOfferApplicants.id });
}

/** An offer's applicants, the latest first, with how to reach them; and their count. */
export async function listApplicants(db: Database, jobOfferId: number, page: { page: number; perPage: number }) {
  const [rows, totals] = await db.batch([
    db
      .select({
        worker_id: workers.id,
        first_name: workers.first_name,
        last_name: workers.last_name,
        email: workers.email,
        mobile_phone_number: workers.mobile_phone_number,
        applied_at: jobOfferApplicants.applied_at,
      })
      .from(jobOfferApplicants)
      .innerJoin(workers, eq(workers.id, jobOfferApplicants.worker_id))
      .where(eq(jobOfferApplicants.job_offer_id, jobOfferId))
      .orderBy(desc(jobOfferApplicants.applied_at), desc(jobOfferApplicants.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(jobOfferApplicants)
      .where(eq(jobOfferApplicants.job_offer_id, jobOfferId)),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
