import { countSpaceSmsSince, countUserSmsSince } from "#db/sms/count-sms-sent";
import type { SmsSendGuard } from "#db/sms/insert-sms-messages";
import { findSpaceAllowances } from "#db/spaces/find-space-allowances";
import { parisDayStart, parisToday } from "#domain/dates/paris-day";
import { AppError } from "#domain/errors/app-error";
import { SMS_ALLOWANCE_MESSAGES, SMS_RATE_WINDOW_MS } from "#domain/sms/sms-allowance";
import type { SmsContext } from "./sms-context";

/** 429: this user sent too many SMS in the last 10 minutes; Retry-After says when the call would pass. */
function rateRefusal(limit: number, retryAfterSeconds: number) {
  return new AppError("too_many_attempts", SMS_ALLOWANCE_MESSAGES.rate, {
    retryAfterSeconds,
    fields: [{ field: "sms_user_rate_limit", reason: "exceeded", message: `${limit} SMS per user per 10 minutes` }],
  });
}

/** 403: the space's SMS for today would pass its budget (until Paris midnight, or an owner raises it). */
export function dailyBudgetRefusal(budget: number) {
  return new AppError("forbidden", SMS_ALLOWANCE_MESSAGES.dailyBudget, {
    fields: [{ field: "sms_daily_budget", reason: "exceeded", message: `${budget} SMS per day` }],
  });
}

/**
 * Checks that a user may queue `count` more SMS into each space (decision 0043), before anything is
 * stored: the user's SMS of the last 10 minutes plus these stay within the space's rate (else 429 with
 * Retry-After), and each space's SMS of the Paris day plus these within its daily budget (else 403
 * naming it). A call is refused whole. Returns the guard the insert repeats, so calls racing each
 * other cannot pass together what one alone could not.
 */
export async function assertSmsAllowance(
  context: SmsContext,
  input: { userId: number; perSpace: ReadonlyMap<number, number> },
): Promise<(spaceId: number) => SmsSendGuard> {
  const spaceIds = [...input.perSpace.keys()];
  const total = [...input.perSpace.values()].reduce((sum, count) => sum + count, 0);
  const windowStart = new Date(context.now.getTime() - SMS_RATE_WINDOW_MS);
  const dayStart = parisDayStart(parisToday(context.now));
  const allowances = new Map((await findSpaceAllowances(context.db, spaceIds)).map((space) => [space.id, space]));
  const rateLimit = Math.min(...spaceIds.map((id) => allowances.get(id)?.sms_user_rate_limit ?? 0));
  const guards = (spaceId: number): SmsSendGuard => ({
    userId: input.userId,
    userSince: windowStart,
    userLimit: rateLimit,
    spaceId,
    daySince: dayStart,
    dayBudget: allowances.get(spaceId)?.sms_daily_budget ?? 0,
  });
  if (total === 0) return guards;

  if (total > rateLimit) {
    // Waiting would never let it pass: the call itself is larger than the rate.
    throw new AppError("forbidden", SMS_ALLOWANCE_MESSAGES.rateAboveLimit, {
      fields: [{ field: "sms_user_rate_limit", reason: "call_above_limit", message: `${rateLimit} SMS per user per 10 minutes` }],
    });
  }
  const [sent, spent] = await Promise.all([
    countUserSmsSince(context.db, input.userId, windowStart, 1),
    countSpaceSmsSince(context.db, spaceIds, dayStart),
  ]);
  for (const spaceId of spaceIds) {
    const budget = allowances.get(spaceId)?.sms_daily_budget ?? 0;
    if ((spent.get(spaceId) ?? 0) + input.perSpace.get(spaceId)! > budget) throw dailyBudgetRefusal(budget);
  }
  if (sent.count + total > rateLimit) {
    // Enough of the user's SMS must leave the window: the (sent + total - limit)th oldest does so last.
    const overflow = sent.count + total - rateLimit;
    const { nthAt } = overflow === 1 ? sent : await countUserSmsSince(context.db, input.userId, windowStart, overflow);
    const leavesAt = (nthAt ?? context.now.getTime()) + SMS_RATE_WINDOW_MS;
    throw rateRefusal(rateLimit, Math.max(1, Math.ceil((leavesAt - context.now.getTime()) / 1000)));
  }
  return guards;
}
