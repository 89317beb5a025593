import type { Database } from "#db/client";
import { findSignatureByRequest, recordSignatureEnded, recordSignatureEvent, recordSignerSigned } from "#db/contracts/signature-state";
import type { SignatureProvider, SignerRole } from "#domain/enums/contract";
import { enqueueJob } from "#features/jobs/enqueue-job";
import { StoreSignedDocumentsJob } from "./store-signed-documents-job";

/** A signature event as Yousign's webhook carries it (the local signing page posts the same). */
export interface SignatureEvent {
  eventId: string;
  eventName: string;
  requestId: string;
  signerId: string | null;
}

/**
 * Applies one signature event (decision 0054), once per event id: a signer signed (their document is
 * signed once the agency signed it too), the request is done (the signed copies are fetched by a job),
 * declined or expired. The contracts are `signed` once the copies are kept (signature_request.done). The request is found by the id stored when it was made, and by nothing the event
 * could choose: an event naming another request, or none we made, changes nothing.
 */
export async function applySignatureEvent(
  context: { db: Database; now: Date; jobs: Queue },
  provider: SignatureProvider,
  event: SignatureEvent,
) {
  const { db, now } = context;
  const signature = await findSignatureByRequest(db, provider, event.requestId);
  if (!signature) return "unknown_request" as const;
  if (!(await recordSignatureEvent(db, provider, event.eventId, now))) return "already_applied" as const;

  switch (event.eventName) {
    case "signer.done": {
      const role = roleOf(signature, event.signerId);
      if (!role) return "unknown_signer" as const;
      await recordSignerSigned(db, signature, role, now);
      return "applied" as const;
    }
    case "signature_request.done":
      await enqueueJob(context.jobs, StoreSignedDocumentsJob, { contract_id: signature.contract_id });
      return "applied" as const;
    case "signer.declined":
    case "signature_request.declined":
      await recordSignatureEnded(db, signature, "declined", now);
      return "applied" as const;
    case "signature_request.expired":
      await recordSignatureEnded(db, signature, "expired", now);
      return "applied" as const;
    default:
      return "ignored" as const;
  }
}

function roleOf(
  signature: { client_signer_id: string | null; worker_signer_id: string | null; agency_signer_id: string | null },
  signerId: string | null,
): SignerRole | null {
  if (!signerId) return null;
  if (signature.client_signer_id === signerId) return "client";
  if (signature.worker_signer_id === signerId) return "worker";
  if (signature.agency_signer_id === signerId) return "agency";
  return null;
}
