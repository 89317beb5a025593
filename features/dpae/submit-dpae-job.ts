import type { Database } from "#db/client";
import { claimDpaeDeposit, markDpaeError, recordDpaeDeposit, releaseDpaeClaim } from "#db/dpae/dpae-deposit-state";
import { z } from "zod";
import { defineJob, RETRY } from "../jobs/define-job";
import { RetryableJobError } from "../jobs/job-errors";
import { createDpaeDriver } from "./drivers/create-dpae-driver";
import { readDpaeDriverConfig } from "./drivers/dpae-config";
import { DpaeNotSentError, DpaeRefusedError, type DpaeDriver } from "./drivers/dpae-driver";

/** The first look at a flow's returns: URSSAF answers within a minute or two. */
export const FIRST_POLL_DELAY_MS = 60_000;

/**
 * Deposits one declaration at most once (decision 0030):
 * 1. claim it: pending → processing by a conditional UPDATE; a second delivery, a concurrent consumer or
 *    a retry after the deposit finds it taken and sends nothing;
 * 2. deposit the XML stored at prepare time;
 * 3. record the flow id (the cron polls its returns); or, when nothing reached URSSAF, give the claim back
 *    for the queue's retry; or end in error: refused with URSSAF's reason, or outcome unknown, never
 *    deposited again without a person checking.
 */
export async function submitDpaeJob(context: { db: Database; driver: DpaeDriver; now: Date }, payload: { dpae_id: number }) {
  const { db, driver, now } = context;
  const claimedAt = now;
  const claimed = await claimDpaeDeposit(db, payload.dpae_id, claimedAt);
  // Not pending: deposited, being deposited, final, or gone. A redelivery with nothing left to do.
  if (!claimed) return "not_pending" as const;
  if (!claimed.sent_xml) {
    await markDpaeError(db, claimed.id, "No XML to deposit", now);
    return "error" as const;
  }
  try {
    const { flowId } = await driver.deposit(claimed.sent_xml);
    await recordDpaeDeposit(db, claimed.id, flowId, now, new Date(now.getTime() + FIRST_POLL_DELAY_MS));
    return "deposited" as const;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof DpaeNotSentError) {
      await releaseDpaeClaim(db, claimed.id, claimedAt, message, now);
      throw new RetryableJobError(message);
    }
    if (error instanceof DpaeRefusedError) {
      await markDpaeError(db, claimed.id, message, now);
      return "error" as const;
    }
    // DpaeOutcomeUnknownError, or anything unexpected once the upload may have left: no second deposit.
    console.warn(`DPAE ${claimed.id}: deposit outcome unknown (${message}); staff check before a resend`);
    await markDpaeError(db, claimed.id, `Deposit outcome unknown: ${message}`, now, { outcomeUnknown: true });
    return "unknown" as const;
  }
}

/**
 * Deposit one prepared DPAE with URSSAF. The row holds the XML and its state, so a redelivered or late
 * message reads it and deposits nothing twice (decision 0030).
 */
export const DpaeSubmitJob = defineJob({
  type: "dpae.submit",
  version: 1,
  schema: z.object({ dpae_id: z.number().int().positive() }),
  retry: RETRY.provider,
  idempotencyKey: (payload) => `dpae.submit:${payload.dpae_id}`,
  handle: (payload, context) =>
    submitDpaeJob(
      { db: context.db, driver: createDpaeDriver(readDpaeDriverConfig(context.env), { now: context.now }), now: context.now },
      payload,
    ),
});
