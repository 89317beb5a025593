import type { Database } from "#db/client";
import { claimDueDpaePolls, expireDpaeClaims } from "#db/dpae/dpae-deposit-state";
import { recordDpaeReturns } from "#db/dpae/record-dpae-returns";
import { z } from "zod";
import { isDevelopment } from "#domain/config/deployment-environment";
import { defineJob, RETRY } from "../jobs/define-job";
import { PermanentJobError } from "../jobs/job-errors";
import { environmentOf } from "../platform/local-drivers";
import { createDpaeDriver } from "./drivers/create-dpae-driver";
import { readDpaeDriverConfig } from "./drivers/dpae-config";
import type { DpaeDriver } from "./drivers/dpae-driver";

/** Flows looked at per cron run; the rest wait a minute. */
const BATCH = 25;
/** The wait between looks grows 1, 2, 4, 8, 16, then 30 minutes at most. */
const MAX_POLL_DELAY_MS = 30 * 60_000;

export function nextPollDelayMs(pollCount: number) {
  return Math.min(MAX_POLL_DELAY_MS, 2 ** Math.max(0, pollCount - 1) * 60_000);
}

/**
 * The every-minute cron's DPAE part: reads the returns of each flow that is due, keeps
 * every return, and moves the declaration: a receipt → urssaf_ack, the certificate → success, a
 * rejection → error with URSSAF's message. A claim left without a flow id past its lease (a consumer
 * died during the upload) becomes an error with an unknown outcome, never a second deposit.
 */
export async function pollDpaeReturns(context: { db: Database; driver: () => DpaeDriver; now: Date }) {
  const { db, now } = context;
  const expired = await expireDpaeClaims(db, now);
  for (const { id } of expired) console.warn(`DPAE ${id}: claim expired without a flow id; outcome unknown, staff check`);
  const due = await claimDueDpaePolls(db, now, BATCH);
  if (due.length === 0) return { polled: [], expired: expired.map((row) => row.id) };
  const driver = context.driver();
  for (const declaration of due) {
    const later = new Date(now.getTime() + nextPollDelayMs(declaration.poll_count));
    try {
      const answer = await driver.returns(declaration.urssaf_flow_id!);
      const outcome =
        answer.state === "accepted"
          ? { status: "success" as const }
          : answer.state === "rejected"
            ? { status: "error" as const, message: answer.message ?? "Rejected by URSSAF" }
            : {
                status:
                  answer.state === "acknowledged" || declaration.status === "urssaf_ack"
                    ? ("urssaf_ack" as const)
                    : ("processing" as const),
                nextPollAt: later,
              };
      await recordDpaeReturns(db, { id: declaration.id, spaceId: declaration.space_id }, answer.returns, outcome, now);
    } catch (error) {
      // URSSAF cannot be asked now: the lease taken by the claim lapses and the next runs ask again.
      console.warn(`DPAE ${declaration.id}: returns unreadable (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return { polled: due.map((row) => row.id), expired: expired.map((row) => row.id) };
}

/**
 * Development only (decision 0030): the every-minute cron's look at URSSAF's returns, played now as if
 * the clock read `at`, so a person watching a declaration move asks for the look at a later time
 * instead of waiting minutes for it. Refused outside development.
 */
export const DevDpaePollJob = defineJob({
  type: "dev.dpae-poll",
  version: 1,
  schema: z.object({ at: z.iso.datetime({ offset: true }) }),
  retry: RETRY.provider,
  idempotencyKey: (payload) => `dev.dpae-poll:${payload.at}`,
  async handle(payload, context) {
    if (!isDevelopment(environmentOf(context.env))) throw new PermanentJobError("dev.dpae-poll runs only in development");
    const at = new Date(payload.at);
    await pollDpaeReturns({
      db: context.db,
      driver: () => createDpaeDriver(readDpaeDriverConfig(context.env), { now: at }),
      now: at,
    });
  },
});
