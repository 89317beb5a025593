import { takeRepublishDue } from "#db/job-offers/publication-state";
import type { CronContext } from "../jobs/cron-tasks";
import { askForPublication } from "./request-publication";

/** Offers republished per cron run; the rest wait a minute. */
const BATCH = 50;
/** When an offer whose republication could not be asked, or failed, is tried again. */
const RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The every-minute cron's automatic republishing (spec 000 §4; domain/job-offers/auto-republish.ts):
 * each due offer gets a republish request as staff would ask it, through the same queue, logged
 * without a user. Its date moves a day on as it is taken, so a refusal is tried again tomorrow; a
 * success sets it a week after the new publication. One that cannot be republished now is skipped.
 */
export async function republishDueOffers(context: CronContext) {
  const due = await takeRepublishDue(context.db, context.now, new Date(context.now.getTime() + RETRY_AFTER_MS), BATCH);
  const asked: number[] = [];
  for (const offer of due) {
    try {
      const outcome = await askForPublication(
        { db: context.db, now: context.now, bindings: context.env, origin: { method: "CRON", path: "auto-republish", routePath: null } },
        offer,
        "republish",
      );
      if (outcome === "queued") asked.push(offer.id);
    } catch (error) {
      console.warn(`auto-republish: offer ${offer.id} skipped (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return asked;
}
