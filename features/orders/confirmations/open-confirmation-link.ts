import { getOrderRow } from "#db/orders/get-order";
import { clientAddressKey } from "#domain/auth/client-address";
import { getOrderWorkerById } from "#db/orders/mission-confirmation-facts";
import { AppError } from "#domain/errors/app-error";
import { readConfirmationCode } from "#domain/orders/confirmation-link";
import { rateLimit } from "#features/auth/throttle";
import type { Bindings } from "#features/platform/bindings";
import { confirmationLinkSecretOf } from "./confirmation-link-secret";
import { notFound } from "#domain/errors/app-error";
import type { RequestClient } from "#features/auth/auth-context";
import type { PublicOperationContext } from "#features/operation-context";
import { missionConfirmationFacts, missionConfirmationPdf } from "./mission-confirmation-pdf";

export type ConfirmationLinkContext = PublicOperationContext & {
  client: RequestClient;
  linkBindings: Pick<Bindings, "CONFIRMATION_LINK_RATE_LIMIT" | "CONFIRMATION_LINK_SECRET" | "ENVIRONMENT">;
};

/**
 * The worker's own copy of their mission confirmation, reached by the voucher SMS's signed link (decision
 * 0031), nobody signed in. Counted per client address first (429 beyond); then a code
 * that is malformed, forged or expired, a worker no longer accepted or a cancelled order all answer the
 * same 404: the link tells nothing but the one PDF it was made for.
 */
export async function openConfirmationLink(context: ConfirmationLinkContext, input: { code: string; locale: string }) {
  await rateLimit(context.linkBindings.CONFIRMATION_LINK_RATE_LIMIT, `confirmation:ip:${clientAddressKey(context.client.ip)}`);
  const link = await readConfirmationCode(confirmationLinkSecretOf(context.linkBindings), input.code, context.now);
  if (!link) throw notFound();
  const orderWorker = await getOrderWorkerById(context.db, link.orderWorkerId);
  if (!orderWorker || orderWorker.status !== "accepted") throw notFound();
  const order = await getOrderRow(context.db, orderWorker.order_id);
  if (!order || order.space_id !== orderWorker.space_id) throw notFound();
  try {
    const { facts } = await missionConfirmationFacts(context.db, order, orderWorker.worker_id, context.now);
    return await missionConfirmationPdf(facts, "worker", input.locale);
  } catch (error) {
    // No confirmation to give (cancelled, no period): for a link, that is the same as none.
    if (error instanceof AppError && error.code === "validation_failed") throw notFound();
    throw error;
  }
}
