import type { Database } from "#db/client";
import {
  claimPublicationAction,
  recordPublicationRefused,
  recordPublished,
  recordUnpublished,
  releasePublicationClaim,
} from "#db/job-offers/publication-state";
import type { PublicationAction } from "#domain/enums/job-offer";
import { SERVER_MESSAGES } from "#domain/errors/app-error";
import { nextRepublishAt } from "#domain/job-offers/auto-republish";
import { RowIdSchema } from "#domain/validation/row-id";
import { z } from "zod";
import { defineJob, RETRY } from "../jobs/define-job";
import { RetryableJobError } from "../jobs/job-errors";
import { readAppConfig } from "../platform/app-config";
import {
  MultipostingCredentialsRefusedError,
  MultipostingRefusedError,
  MultipostingUnavailableError,
  type ProviderAction,
} from "./drivers/multiposting-driver";
import { multipostingServices, type MultipostingServices } from "./multiposting-context";
import { outgoingOfferOf } from "./outgoing-offer";
import { NoUsableAccountError, providerAccountOf } from "./provider-account";

const PROVIDER_ACTIONS: Record<PublicationAction, ProviderAction> = { publish: "create", republish: "republish", unpublish: "archive" };

export interface PublishJobContext {
  db: Database;
  services: MultipostingServices;
  appUrl: string;
  now: () => Date;
  /** This delivery's attempt, and how many the job has: the last one records the failure rather than retry. */
  attempts: number;
  maxAttempts: number;
}

/**
 * Carries out the publication action a request left on the offer, at most once (decision 0046):
 * 1. claim it with its token (a second delivery, a second consumer, or a request replaced meanwhile finds
 *    nothing to do);
 * 2. send the offer to the provider with the space's account, under a key unique to the request, so a
 *    send repeated after a lost answer is the same request to the provider;
 * 3. record the outcome: published (with its date and the boards page) or archived; the provider's
 *    refusal kept on the offer; when it could not be reached, the claim given back for the queue's
 *    retry, and on the last attempt the failure kept instead.
 */
export async function publishJobOffer(context: PublishJobContext, payload: { job_offer_id: number; token: string }) {
  const { db } = context;
  const key = { id: payload.job_offer_id, token: payload.token };
  const claimed = await claimPublicationAction(db, payload.job_offer_id, payload.token, context.now());
  if (!claimed?.pending_action) return "not_pending" as const;
  const action = claimed.pending_action;
  try {
    const { account, agency } = await providerAccountOf({ db, cipher: context.services.cipher }, claimed.space_id);
    const now = context.now();
    const offer = outgoingOfferOf(claimed, { action: PROVIDER_ACTIONS[action], token: payload.token, now, appUrl: context.appUrl, agency });
    const { boardsUrl } = await context.services.driver().send(account, offer);
    if (action === "unpublish") await recordUnpublished(db, key);
    else await recordPublished(db, { ...key, now: context.now(), reference: offer.reference, boardsUrl }, nextRepublishAt);
    return "done" as const;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof MultipostingCredentialsRefusedError) {
      await recordPublicationRefused(db, { ...key, reason: SERVER_MESSAGES.multipostingCredentialsInvalid });
      return "refused" as const;
    }
    if (error instanceof NoUsableAccountError || error instanceof MultipostingRefusedError) {
      await recordPublicationRefused(db, { ...key, reason: message });
      return "refused" as const;
    }
    if (context.attempts >= context.maxAttempts) {
      await recordPublicationRefused(db, { ...key, reason: `The multiposting application did not answer: ${message}` });
      return "gave_up" as const;
    }
    await releasePublicationClaim(db, { ...key, reason: message });
    if (error instanceof MultipostingUnavailableError) throw new RetryableJobError(message);
    throw error;
  }
}

/** Publish, republish or unpublish one offer with the multiposting provider (request-publication.ts asks for it). */
export const PublishJobOfferJob = defineJob({
  type: "multiposting.publish",
  version: 1,
  schema: z.object({ job_offer_id: RowIdSchema, token: z.uuid() }),
  retry: RETRY.provider,
  idempotencyKey: (payload) => `multiposting.publish:${payload.job_offer_id}:${payload.token}`,
  handle: (payload, context) => {
    const appUrl = readAppConfig(context.env).PUBLIC_APP_URL;
    return publishJobOffer(
      {
        db: context.db,
        services: multipostingServices(context.env, context.db, appUrl, context.now),
        appUrl,
        now: () => new Date(),
        attempts: context.attempts,
        maxAttempts: RETRY.provider.maxAttempts,
      },
      payload,
    );
  },
});
