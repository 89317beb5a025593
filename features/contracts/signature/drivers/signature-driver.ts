import type { ContractAudience, SignerRole } from "#domain/enums/contract";

/** One document to sign: the client's contrat de mise à disposition or the worker's contrat de mission. */
export interface SignatureDocument {
  audience: ContractAudience;
  fileName: string;
  bytes: Uint8Array;
}

/** A signer and the documents they sign: the contact the client's, the worker theirs, the agency both. */
export interface SignatureSigner {
  role: SignerRole;
  firstName: string;
  lastName: string;
  email: string;
  /** E.164; Yousign asks a mobile for its one-time code. */
  phone: string | null;
  locale: "fr" | "en" | "de" | "it" | "es" | "pt";
  audiences: ContractAudience[];
}

export interface NewSignatureRequest {
  /** Shown to the signers: the contracts' number and the client. */
  name: string;
  /** Our contract id, kept by the provider (Yousign's external_id). */
  externalId: string;
  documents: SignatureDocument[];
  signers: SignatureSigner[];
}

export interface MadeSignatureRequest {
  requestId: string;
  signers: Record<SignerRole, { signerId: string; link: string }>;
}

/**
 * An electronic signature provider (decision 0054): one request with both documents and the three
 * signers, activated; each signer's link is sent by us (SMS to the worker, e-mail to the contact), so
 * the provider delivers nothing itself. Once every signer signed, the signed documents are downloaded.
 */
export interface SignatureDriver {
  createRequest(request: NewSignatureRequest): Promise<MadeSignatureRequest>;
  downloadSigned(requestId: string, audience: ContractAudience): Promise<Uint8Array>;
}

/** Nothing reached the provider (a 5xx, a refused connection): the job may try again. */
export class SignatureNotSentError extends Error {}
/** The provider refused the request (a 4xx with its error body): trying again changes nothing. */
export class SignatureRefusedError extends Error {}
