import { deleteJobOfferStatement, jobOfferStillAt } from "#db/job-offers/job-offer-statements";
import { writeGuard } from "#db/sql/write-guard";
import { enqueueJob } from "#features/jobs/enqueue-job";
import { editWithRetry, keptVersion } from "#features/versions/row-version";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { jobOfferOr404 } from "./job-offer-scope";
import { referenceOf } from "./outgoing-offer";
import { WithdrawJobOfferJob } from "./withdraw-job-offer-job";

/**
 * DELETE /v1/job-offers/{id} (spec 000 §4): the offer, its applicant links and its boards go in one
 * batch with the log entry; its page and feed entry go with them. An offer the job boards may still
 * show (published, or an action on its way) is then withdrawn from the provider by a job that needs
 * only its reference. With If-Match, only that version is deleted (412 otherwise).
 */
export async function deleteJobOffer(context: OperationContext, input: { id: number; expectedVersions: number[] | undefined }) {
  const { db } = context;
  const offer = await editWithRetry(async () => {
    const current = await jobOfferOr404(context, input.id);
    const version = keptVersion(input.expectedVersions, current.updated_at);
    await db.batch([
      writeGuard(db, jobOfferStillAt(input.id, version)),
      deleteJobOfferStatement(db, input.id),
      activityLog(context, {
        title: "Job offer deleted",
        type: "delete",
        schema: "job_offers",
        subjectId: input.id,
        spaceId: current.space_id,
        changes: { title: current.title, status: current.status },
      }),
    ]);
    return current;
  });
  // Published, or an action on its way that may yet publish it: the boards may show it.
  if (offer.status === "published" || offer.pending_action !== null) {
    await enqueueJob(context.bindings.JOBS, WithdrawJobOfferJob, {
      space_id: offer.space_id,
      job_offer_id: offer.id,
      reference: offer.multiposting_ref ?? referenceOf(offer.space_id, offer.id),
      title: offer.title,
    });
  }
}
