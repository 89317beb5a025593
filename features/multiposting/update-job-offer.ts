import { getJobOfferFile } from "#db/job-offers/get-job-offer";
import { jobOfferStillAt, updateJobOfferStatement } from "#db/job-offers/job-offer-statements";
import { writeGuard } from "#db/sql/write-guard";
import { nextRepublishAt } from "#domain/job-offers/auto-republish";
import { salaryIssues, type JobOffer, type JobOfferUpdateInput } from "#domain/job-offers/job-offer-schemas";
import { editWithRetry, keptVersion } from "#features/versions/row-version";
import { activityLog } from "../activity-logs/activity-log";
import { fieldsRefused } from "../fields-refused";
import type { OperationContext } from "../operation-context";
import { jobOfferOr404 } from "./job-offer-scope";
import { toJobOffer } from "./job-offer-view";
import { offerPrefillFor } from "./prefill-job-offer";

export interface UpdateJobOfferInput {
  id: number;
  changes: JobOfferUpdateInput;
  /** The versions If-Match names (decision 0013); undefined: the last writer wins. */
  expectedVersions: number[] | undefined;
}

/**
 * PATCH /v1/job-offers/{id}: changes the offer's fields. A published offer's page shows them at once;
 * the job boards get them with the next republication. Turning automatic republishing on or off
 * (spec 000 §4) sets or clears when the cron republishes it. With If-Match the edit applies only to that
 * version (412 otherwise); its write guard holds the version when the batch runs.
 */
export async function updateJobOffer(context: OperationContext, input: UpdateJobOfferInput): Promise<JobOffer> {
  const { db, now } = context;
  const { id, changes } = input;
  await editWithRetry(async () => {
    const offer = await jobOfferOr404(context, id);
    const version = keptVersion(input.expectedVersions, offer.updated_at);
    if (changes.position_id || changes.order_id) {
      await offerPrefillFor(context, offer.space_id, { position_id: changes.position_id, order_id: changes.order_id });
    }
    const issues = salaryIssues({ ...offer, ...changes });
    if (issues.length > 0) throw fieldsRefused(issues);
    const republish =
      changes.auto_republish === undefined
        ? {}
        : {
            next_republish_at:
              changes.auto_republish && offer.status === "published" && offer.published_at ? nextRepublishAt(offer.published_at) : null,
          };
    await db.batch([
      writeGuard(db, jobOfferStillAt(id, version)),
      updateJobOfferStatement(db, id, { ...changes, ...republish }, now),
      activityLog(context, {
        title: "Job offer updated",
        type: "update",
        schema: "job_offers",
        subjectId: id,
        spaceId: offer.space_id,
        changes,
      }),
    ]);
  });
  return toJobOffer((await getJobOfferFile(db, id))!, context.config.PUBLIC_APP_URL);
}
