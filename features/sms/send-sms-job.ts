import type { Database } from "#db/client";
import { claimSmsMessage, findSmsState, SMS_CLAIM_LEASE_MS } from "#db/sms/claim-sms-message";
import { markSmsFailed, markSmsSent, releaseSmsClaim } from "#db/sms/record-sms-outcome";
import { z } from "zod";
import { defineJob, RETRY } from "../jobs/define-job";
import { PermanentJobError, RetryableJobError } from "../jobs/job-errors";
import type { LivePublisher } from "../notifications/live-publisher";
import { publishOrderChange } from "../orders/publish-order-change";
import { createSmsDriver } from "./drivers/create-sms-driver";
import type { SmsDriver } from "./drivers/sms-driver";
import { readSmsConfig } from "./sms-config";

/**
 * Sends one stored SMS, at most once per row (decision 0020):
 * 1. claim it (a conditional UPDATE: only a queued or scheduled row, unclaimed or with a lapsed claim);
 * 2. hand it to the provider with the row's idempotency key;
 * 3. mark it sent (or failed for good; or let the claim go for a retry).
 * A second delivery of the same queue message finds the row claimed or sent and sends nothing.
 */
export async function sendSmsJob(
  context: { db: Database; driver: SmsDriver; now: Date; live?: LivePublisher },
  payload: { sms_message_id: number },
) {
  const { db, driver, now } = context;
  const smsId = payload.sms_message_id;
  const claimed = await claimSmsMessage(db, smsId, now);
  if (!claimed) {
    const state = await findSmsState(db, smsId);
    if (!state) throw new PermanentJobError(`SMS ${smsId} does not exist`);
    if (state.status === "queued" || state.status === "scheduled") {
      // Another consumer holds it: come back once its lease could have lapsed, in case it crashed.
      throw new RetryableJobError(`SMS ${smsId} is being sent (claim within its ${SMS_CLAIM_LEASE_MS / 60_000} min lease)`);
    }
    return; // Sent, delivered or failed already: a redelivery with nothing left to do.
  }
  let providerMessageId: string | null;
  try {
    ({ providerMessageId } = await driver.send({ idempotencyKey: claimed.idempotency_key, to: claimed.to_phone, text: claimed.body }));
  } catch (error) {
    if (error instanceof PermanentJobError) {
      await markSmsFailed(db, smsId, error.message, now);
      await toldOrder(context, claimed);
      return;
    }
    await releaseSmsClaim(db, smsId, now);
    throw error instanceof RetryableJobError ? error : new RetryableJobError(String(error));
  }
  await markSmsSent(db, smsId, providerMessageId, now);
  await toldOrder(context, claimed);
}

/** An SMS about an order: its open files show the new status (decision 0056). */
async function toldOrder(context: { db: Database; live?: LivePublisher }, sms: { space_id: number; order_id: number | null }) {
  if (context.live && sms.order_id !== null) await publishOrderChange({ db: context.db, live: context.live }, sms.space_id, sms.order_id);
}

/**
 * Send one stored outbound SMS (sms_messages row). The row holds everything else, so a redelivered
 * or late message reads the current state and sends nothing twice (decision 0020).
 */
export const SmsSendJob = defineJob({
  type: "sms.send",
  version: 1,
  schema: z.object({ sms_message_id: z.number().int().positive() }),
  retry: RETRY.provider,
  idempotencyKey: (payload) => `sms.send:${payload.sms_message_id}`,
  handle: (payload, context) =>
    sendSmsJob(
      { db: context.db, driver: createSmsDriver(readSmsConfig(context.env), context), now: context.now, live: context.live },
      payload,
    ),
});
