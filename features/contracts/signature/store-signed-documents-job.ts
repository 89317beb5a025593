import { getContractSignature, recordSignedDocuments } from "#db/contracts/signature-state";
import type { ContractAudience } from "#domain/enums/contract";
import { z } from "zod";
import { defineJob, RETRY } from "#features/jobs/define-job";
import type { JobContext } from "#features/jobs/job-context";
import { RetryableJobError } from "#features/jobs/job-errors";
import { SignatureNotSentError } from "./drivers/signature-driver";
import { filesOf, signatureDriverOf } from "./signature-job-context";

/** Where a contract's signed copy is kept in the bucket. */
export function signedContractKey(contractId: number, audience: ContractAudience) {
  return `contracts/${contractId}/signed-${audience}.pdf`;
}

/**
 * Every signer signed: both signed documents are downloaded from the provider and kept in the bucket,
 * then the contracts are `signed`. Run again (a redelivery, a second event), it finds the request done
 * and does nothing; the bucket's keys are the contract's, so a repeated download overwrites the same copy.
 */
export async function storeSignedDocuments(context: JobContext, contractId: number) {
  const { db, now } = context;
  const signature = await getContractSignature(db, contractId);
  if (signature?.state !== "ongoing" || !signature.request_id) return "nothing_to_store" as const;
  const driver = signatureDriverOf(context);
  const files = filesOf(context);
  const keys = { client: signedContractKey(contractId, "client"), worker: signedContractKey(contractId, "worker") };
  try {
    for (const audience of ["client", "worker"] as const) {
      const bytes = await driver.downloadSigned(signature.request_id, audience);
      await files.put(keys[audience], bytes, { httpMetadata: { contentType: "application/pdf" } });
    }
  } catch (error) {
    if (error instanceof SignatureNotSentError) throw new RetryableJobError(error.message);
    throw error;
  }
  await recordSignedDocuments(db, signature, keys, now);
  return "stored" as const;
}

export const StoreSignedDocumentsJob = defineJob({
  type: "contracts.signed-documents",
  version: 1,
  schema: z.object({ contract_id: z.number().int().positive() }),
  retry: RETRY.provider,
  idempotencyKey: (payload) => `contracts.signed-documents:${payload.contract_id}`,
  handle: (payload, context) => storeSignedDocuments(context, payload.contract_id),
});
