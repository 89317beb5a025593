import type { Database, IdRef } from "#db/client";
import { addApplicantStatement } from "#db/job-offers/job-offer-applicants";
import { findPublishedOfferOfSpace } from "#db/job-offers/public-job-offers";
import { findWorkerByContact } from "#db/workers/find-worker-by-contact";
import { registrationReference } from "#domain/registrations/registration-reference";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationOrigin } from "../operation-context";
import { raiseNotification, type NotificationContext } from "../notifications/raise-notification";

// A candidate applying from an offer's page (spec 000 §3 Job offer: applicants; decision 0046): the
// agency's registration carries the offer, and the candidate becomes its applicant.

export interface AppliedOffer {
  id: number;
  title: string;
}

/**
 * The offer a registration names, if it is published by this agency. Any other (unpublished meanwhile,
 * another agency's, unknown) is left aside: the candidate still registers, as a spontaneous applicant.
 */
export async function appliedOfferOf(db: Database, spaceId: number, jobOfferId: number | undefined): Promise<AppliedOffer | null> {
  if (!jobOfferId) return null;
  return (await findPublishedOfferOfSpace(db, spaceId, jobOfferId)) ?? null;
}

/** The link of a registration's new worker to the offer, for the registration's own batch. */
export function applicantStatement(db: Database, spaceId: number, offer: AppliedOffer, workerId: IdRef, now: Date) {
  return addApplicantStatement(db, { spaceId, jobOfferId: offer.id, workerId, appliedAt: now });
}

/** The notification the agency's users get (type 3, registration: spec 000 §3 Notification) for a known candidate. */
function notifyKnownApplicant(
  context: NotificationContext,
  application: { spaceId: number; offer: AppliedOffer; workerId: number; name: string },
) {
  return raiseNotification(context, {
    spaceId: application.spaceId,
    template: "job_offer_applied",
    params: { worker_name: application.name, job_offer_title: application.offer.title },
    workerId: application.workerId,
  });
}

/**
 * A candidate the agency already has (the same e-mail or mobile, unique in its pool) applying to an
 * offer is attached to it, never registered twice nor changed by what a stranger typed. Answers an
 * opaque reference like any registration's (decision 0043: the answer never tells a stranger that the
 * contact is known), or null when the pool has no such worker and the registration goes on.
 */
export async function attachKnownApplicant(
  context: NotificationContext & { origin: OperationOrigin },
  spaceId: number,
  offer: AppliedOffer,
  contact: { email?: string | null; mobile_phone_number?: string | null },
): Promise<{ reference: string } | null> {
  const { db, now } = context;
  const worker = await findWorkerByContact(db, spaceId, contact);
  if (!worker) return null;
  const [linked] = await db.batch([
    addApplicantStatement(db, { spaceId, jobOfferId: offer.id, workerId: worker.id, appliedAt: now }),
    activityLog(context, {
      title: "Worker applied to a job offer",
      type: "update",
      schema: "job_offers",
      subjectId: offer.id,
      spaceId,
      changes: { worker_id: worker.id },
    }),
  ]);
  // Applying twice links once and tells the agency once.
  if (linked.length > 0) {
    await notifyKnownApplicant(context, { spaceId, offer, workerId: worker.id, name: `${worker.first_name} ${worker.last_name}` });
  }
  return { reference: registrationReference() };
}
