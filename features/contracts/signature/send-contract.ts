import { findSignatureParties } from "#db/contracts/find-signature-parties";
import { countSignatureRequestsSince, nextNoticeRound, startSignature } from "#db/contracts/signature-state";
import type { Contract } from "#domain/contracts/contract-schemas";
import { parisDayStart, parisToday } from "#domain/dates/paris-day";
import { AppError, notFound, type FieldError } from "#domain/errors/app-error";
import { parseFrenchPhone } from "#domain/french/phone";
import { enqueueJob } from "#features/jobs/enqueue-job";
import type { OperationContext } from "#features/operation-context";
import { contractOr404 } from "../get-contract";
import { toContract } from "../contract-view";
import { readSignatureConfig, type SignatureBindings } from "./drivers/signature-config";
import { NotifySignersJob } from "./notify-signers-job";
import { RequestSignatureJob } from "./request-signature-job";

export type SendContractContext = Pick<OperationContext, "db" | "caller" | "now" | "bindings"> & { signature: SignatureBindings };

/**
 * POST /v1/contracts/{id}/send (decision 0054). A draft: the signers are checked (the order's contact
 * needs an e-mail, the worker a mobile: one 422 naming each), the space's monthly budget is checked, the
 * request's row is written with the contracts moved to `sent` in one batch, and the job that makes the
 * provider's request is queued (keyed by the contract: queued twice, made once). Already `sent`: the
 * same links are sent again (a resend never makes a second request). Signed, declined, expired or
 * cancelled: 409.
 */
export async function sendContract(context: SendContractContext, id: number): Promise<Contract> {
  const { db, now } = context;
  const contract = await contractOr404(context, id);
  if (contract.status !== "draft" && contract.status !== "sent") {
    throw new AppError("conflict", `The contracts are already ${contract.status}`);
  }
  if (contract.status === "sent") {
    const round = await nextNoticeRound(db, contract.id, now);
    if (round !== null) await enqueueJob(context.bindings.JOBS, NotifySignersJob, { contract_id: contract.id, round });
    return toContract(contract, parisToday(now));
  }

  const parties = await findSignatureParties(db, contract.id);
  if (!parties) throw notFound();
  const missing: FieldError[] = [];
  if (parties.contact_id === null) {
    missing.push({
      field: "order.contact_id",
      reason: "contract_signer_contact_missing",
      message: "The order names no client contact to sign",
    });
  } else if (!parties.contact_email) {
    missing.push({ field: "contact.email", reason: "contract_signer_email_missing", message: "The client's contact has no e-mail" });
  }
  if (!parties.worker_mobile || !parseFrenchPhone(parties.worker_mobile).ok) {
    missing.push({
      field: "worker.mobile_phone_number",
      reason: "contract_signer_mobile_missing",
      message: "The worker has no mobile number",
    });
  }
  if (missing.length > 0) throw new AppError("validation_failed", "The contracts cannot be sent for signature", { fields: missing });

  const config = readSignatureConfig(context.signature);
  const monthStart = parisDayStart(`${parisToday(now).slice(0, 7)}-01`);
  if ((await countSignatureRequestsSince(db, contract.space_id, monthStart)) >= config.SIGNATURE_MONTHLY_BUDGET) {
    throw new AppError("forbidden", "The space's monthly budget of electronic signatures is spent");
  }

  await startSignature(
    db,
    { contractId: contract.id, spaceId: contract.space_id, provider: config.SIGNATURE_DRIVER, userId: context.caller.id },
    now,
  );
  await enqueueJob(context.bindings.JOBS, RequestSignatureJob, { contract_id: contract.id });
  return toContract({ ...contract, status: "sent", client_status: "sent", worker_status: "sent", sent_at: now }, parisToday(now));
}
