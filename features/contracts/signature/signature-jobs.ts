import { NotifySignersJob } from "./notify-signers-job";
import { RequestSignatureJob } from "./request-signature-job";
import { StoreSignedDocumentsJob } from "./store-signed-documents-job";

/** The electronic signature's jobs, listed in the job registry as one entry. */
export const ContractSignatureJobs = [RequestSignatureJob, NotifySignersJob, StoreSignedDocumentsJob] as const;
