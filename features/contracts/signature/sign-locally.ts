import { getContractSignature, listLocalSignatures, findSignatureByRequest } from "#db/contracts/signature-state";
import { formatContractNumber } from "#domain/contracts/contract-schemas";
import { notFound } from "#domain/errors/app-error";
import type { Database } from "#db/client";
import type { SignerRole } from "#domain/enums/contract";
import { applySignatureEvent } from "./apply-signature-event";

const ROLES: SignerRole[] = ["agency", "client", "worker"];

/** The local driver's requests for /dev/signatures: each signer, their link and whether they signed. */
export async function listLocalSignatureRequests(db: Database) {
  const rows = await listLocalSignatures(db);
  return rows
    .filter((row) => row.signature.request_id)
    .map(({ signature, year, number, status }) => ({
      request_id: signature.request_id!,
      contract_id: signature.contract_id,
      contract_number: formatContractNumber(year, number),
      status,
      signers: ROLES.map((role) => ({
        role,
        signer_id: signature[`${role}_signer_id`] ?? "",
        link: signature[`${role}_link`] ?? "",
        signed_at: signature[`${role}_signed_at`]?.toISOString() ?? null,
      })),
    }));
}

/**
 * A person signs (or declines) by hand on the local signing page: the events Yousign's webhook would
 * bring, applied the same way (signer.done, then signature_request.done once every signer signed).
 */
export async function signLocally(
  context: { db: Database; now: Date; jobs: Queue },
  input: { requestId: string; signerId: string; decision: "sign" | "decline" },
) {
  const signature = await findSignatureByRequest(context.db, "local", input.requestId);
  if (!signature || ![signature.client_signer_id, signature.worker_signer_id, signature.agency_signer_id].includes(input.signerId)) {
    throw notFound();
  }
  const event = (eventName: string) => ({ eventId: crypto.randomUUID(), eventName, requestId: input.requestId, signerId: input.signerId });
  if (input.decision === "decline") {
    await applySignatureEvent(context, "local", event("signer.declined"));
    return;
  }
  await applySignatureEvent(context, "local", event("signer.done"));
  const after = await getContractSignature(context.db, signature.contract_id);
  if (after?.client_signed_at && after.worker_signed_at && after.agency_signed_at) {
    await applySignatureEvent(context, "local", event("signature_request.done"));
  }
}
