import { findAgencySigner, findSignatureParties } from "#db/contracts/find-signature-parties";
import { getContractRow } from "#db/contracts/get-contract";
import { abandonSignature, claimSignatureRequest, recordSignatureRequest, releaseSignatureClaim } from "#db/contracts/signature-state";
import { formatContractNumber } from "#domain/contracts/contract-schemas";
import { parseFrenchPhone } from "#domain/french/phone";
import { z } from "zod";
import { defineJob, RETRY } from "#features/jobs/define-job";
import type { JobContext } from "#features/jobs/job-context";
import { PermanentJobError, RetryableJobError } from "#features/jobs/job-errors";
import { renderContractPdf } from "../get-contract-pdf";
import { SignatureNotSentError, SignatureRefusedError } from "./drivers/signature-driver";
import { notifySigners } from "./notify-signers-job";
import { signatureDriverOf } from "./signature-job-context";

const e164 = (phone: string | null) => {
  const parsed = phone ? parseFrenchPhone(phone) : null;
  return parsed?.ok ? parsed.e164 : null;
};

/**
 * Makes a placement's one signature request (decision 0054): claims the row (pending → creating, so a
 * redelivery makes nothing), writes both documents as they are now, gives them to the provider with the
 * three signers, keeps the request and signer ids and links, then sends the first notices. Nothing
 * reached the provider: the claim is given back and the queue tries again. Refused: the contracts go
 * back to draft for staff to fix and send again.
 */
export async function requestSignature(context: JobContext, contractId: number) {
  const { db, now } = context;
  const claimed = await claimSignatureRequest(db, contractId, now);
  if (!claimed) return "not_pending" as const;
  const [contract, parties] = await Promise.all([getContractRow(db, contractId), findSignatureParties(db, contractId)]);
  const agent = claimed.sent_by_user_id ? await findAgencySigner(db, claimed.sent_by_user_id) : undefined;
  if (!contract || !parties || !parties.contact_email || !agent) {
    await abandonSignature(db, contractId, now);
    throw new PermanentJobError(`Contract ${contractId}: a signer is missing`);
  }
  const [client, worker] = await Promise.all([
    renderContractPdf(db, contract, { audience: "client" }),
    renderContractPdf(db, contract, { audience: "worker" }),
  ]);
  const number = formatContractNumber(contract.year, contract.number);
  try {
    const made = await signatureDriverOf(context).createRequest({
      name: `Contrats ${number} — ${contract.company_name}`,
      externalId: `contract-${contract.id}`,
      documents: [
        { audience: "client", fileName: client.fileName, bytes: client.bytes },
        { audience: "worker", fileName: worker.fileName, bytes: worker.bytes },
      ],
      signers: [
        {
          role: "agency",
          firstName: agent.first_name,
          lastName: agent.last_name,
          email: agent.email,
          phone: null,
          locale: "fr",
          audiences: ["client", "worker"],
        },
        {
          role: "client",
          firstName: parties.contact_first_name ?? "",
          lastName: parties.contact_last_name ?? "",
          email: parties.contact_email,
          phone: null,
          locale: "fr",
          audiences: ["client"],
        },
        {
          role: "worker",
          firstName: parties.worker_first_name,
          lastName: parties.worker_last_name,
          // Yousign needs an e-mail for every signer; the link itself goes by SMS.
          email: parties.worker_email ?? parties.contact_email,
          phone: e164(parties.worker_mobile),
          locale: "fr",
          audiences: ["worker"],
        },
      ],
    });
    await recordSignatureRequest(db, contractId, made, now);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof SignatureNotSentError) {
      await releaseSignatureClaim(db, contractId, now);
      throw new RetryableJobError(message);
    }
    if (error instanceof SignatureRefusedError) {
      console.warn(`Contract ${contractId}: signature request refused (${message})`);
      await abandonSignature(db, contractId, now);
      return "refused" as const;
    }
    throw error;
  }
  await notifySigners(context, contractId, claimed.notice_round);
  return "requested" as const;
}

/** Make the provider's signature request for a contract sent for the first time. */
export const RequestSignatureJob = defineJob({
  type: "contracts.signature-request",
  version: 1,
  schema: z.object({ contract_id: z.number().int().positive() }),
  retry: RETRY.provider,
  idempotencyKey: (payload) => `contracts.signature-request:${payload.contract_id}`,
  handle: (payload, context) => requestSignature(context, payload.contract_id),
});
