import type { ConfirmationAudience } from "#domain/orders/mission-confirmation-texts";
import type { OperationContext } from "#features/operation-context";
import { orderOr404 } from "../order-scope";
import { missionConfirmationFacts, missionConfirmationPdf } from "./mission-confirmation-pdf";

export interface GetMissionConfirmationInput {
  orderId: number;
  workerId: number;
  audience: ConfirmationAudience;
  locale: string;
}

/**
 * The client's or the worker's copy of an accepted worker's mission confirmation, as a PDF in the
 * interface language. 404 outside the caller's spaces or for a worker never proposed
 * on the order; 422 "PDF download error" when there is no confirmation to give.
 */
export async function getMissionConfirmation(context: OperationContext, input: GetMissionConfirmationInput) {
  const order = await orderOr404(context, input.orderId);
  const { facts } = await missionConfirmationFacts(context.db, order, input.workerId, context.now);
  return missionConfirmationPdf(facts, input.audience, input.locale);
}
