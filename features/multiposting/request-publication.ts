import type { ActivityTitle } from "#domain/activity-logs/activity-log-kinds";
import { getJobOfferFile, getJobOfferRow } from "#db/job-offers/get-job-offer";
import type { JobOfferRow } from "#db/job-offers/job-offer-statements";
import { getMultipostingCredentials } from "#db/job-offers/multiposting-credentials";
import { actionTokenHeld, PENDING_ACTION_STALE_MS, requestPublicationStatement } from "#db/job-offers/publication-state";
import type { JobOfferStatus, PublicationAction } from "#domain/enums/job-offer";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import type { JobOffer } from "#domain/job-offers/job-offer-schemas";
import { enqueueJob } from "#features/jobs/enqueue-job";
import { activityLogIf } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { jobOfferOr404 } from "./job-offer-scope";
import { toJobOffer } from "./job-offer-view";
import { PublishJobOfferJob } from "./publish-job-offer-job";

/**
 * Spec 000 §4: a draft or an archived offer is published; a published one republished or unpublished.
 * `done` is the status an action leaves: asking it again there has nothing to do.
 */
const TRANSITIONS: Record<PublicationAction, { from: readonly JobOfferStatus[]; done: JobOfferStatus | null }> = {
  publish: { from: ["draft", "unpublished"], done: "published" },
  unpublish: { from: ["published"], done: "unpublished" },
  republish: { from: ["published"], done: null },
};

const TITLES: Record<PublicationAction, ActivityTitle> = {
  publish: "Job offer publication asked",
  unpublish: "Job offer unpublication asked",
  republish: "Job offer republication asked",
};

function isPending(offer: { pending_action: string | null; action_requested_at: Date | null }, now: Date) {
  return offer.pending_action !== null && (offer.action_requested_at?.getTime() ?? 0) >= now.getTime() - PENDING_ACTION_STALE_MS;
}

/** What asking the provider needs: a request's context, or the cron's (no caller: the log names none). */
export type PublicationContext = Pick<OperationContext, "db" | "now" | "origin"> & {
  bindings: Pick<OperationContext["bindings"], "JOBS">;
  caller?: { id: number } | undefined;
};

/**
 * Puts `action` on an offer the caller may reach and queues its job (decision 0046). Idempotent: the
 * same action asked again while on its way, or once done, changes nothing and queues nothing. Another
 * action on its way: 409 "Publication in progress". Without credentials: 409 "No multiposting
 * credentials" (spec 000 §8). From a status the action does not leave: 409 "Invalid status".
 */
export async function askForPublication(
  context: PublicationContext,
  offer: JobOfferRow,
  action: PublicationAction,
): Promise<"queued" | "unchanged"> {
  const { db, now } = context;
  const transition = TRANSITIONS[action];
  if (isPending(offer, now)) {
    if (offer.pending_action === action) return "unchanged";
    throw new AppError("conflict", SERVER_MESSAGES.publicationInProgress);
  }
  if (offer.status === transition.done) return "unchanged";
  if (!transition.from.includes(offer.status)) throw new AppError("conflict", SERVER_MESSAGES.invalidStatus);
  if (!(await getMultipostingCredentials(db, offer.space_id))) {
    throw new AppError("conflict", SERVER_MESSAGES.multipostingCredentialsMissing);
  }
  const token = crypto.randomUUID();
  const id = offer.id;
  const [requested] = await db.batch([
    requestPublicationStatement(db, { id, action, token, from: transition.from, now }),
    activityLogIf(
      context,
      { title: TITLES[action], type: "update", schema: "job_offers", subjectId: id, spaceId: offer.space_id, changes: { action } },
      actionTokenHeld(id, token),
    ),
  ]);
  if (requested.length === 0) {
    // Another request got there first: the same action is as good as ours; anything else is a conflict.
    const current = await getJobOfferRow(db, id);
    if (current && (current.pending_action === action || current.status === transition.done)) return "unchanged";
    throw new AppError("conflict", SERVER_MESSAGES.publicationInProgress);
  }
  // After the batch: the job finds the action waiting. A lost enqueue leaves it pending until it goes stale.
  await enqueueJob(context.bindings.JOBS, PublishJobOfferJob, { job_offer_id: id, token });
  return "queued";
}

/**
 * POST /v1/job-offers/{id}/publish, /unpublish, /republish (202): the action waits on the offer and goes
 * through the queue (publish-job-offer-job.ts); the status moves once the provider took it.
 */
export async function requestPublication(context: OperationContext, id: number, action: PublicationAction): Promise<JobOffer> {
  await askForPublication(context, await jobOfferOr404(context, id), action);
  return toJobOffer((await getJobOfferFile(context.db, id))!, context.config.PUBLIC_APP_URL);
}
