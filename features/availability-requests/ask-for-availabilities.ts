import { reachableSpacesOf } from "#domain/users/space-reach";
import type { OperationContext } from "../operation-context";
import type { SmsContext } from "../sms/sms-context";
import { availabilityPeriodAt } from "../workers/availability-period-at";
import { requestAvailabilities, type AvailabilityRequestResult } from "./request-availabilities";

/**
 * A staff member asks workers of their spaces whether they are available (spec 000 §1; decision
 * 0021): the period as an availability takes it, judged at the context's now (from now for one
 * week by default; 422 on `to` when it ends first), then one SMS question per worker.
 */
export async function askForAvailabilities(
  context: SmsContext & Pick<OperationContext, "caller">,
  input: { workerIds: number[]; from?: string | undefined; to?: string | undefined },
): Promise<AvailabilityRequestResult[]> {
  const period = availabilityPeriodAt(input, context.now);
  return requestAvailabilities(context, {
    workerIds: input.workerIds,
    startsAt: period.startsAt,
    endsAt: period.endsAt,
    userId: context.caller.id,
    spaceIds: reachableSpacesOf(context.caller),
  });
}
