// Enumerations of mission contracts (issue: contracts signed within the legal two days). The /v1 keys are a contract.

/** A placement's contracts as a whole: drafted, sent for signature, signed by both sides, or refused / lapsed. */
export const CONTRACT_STATUSES = ["draft", "sent", "signed", "declined", "expired", "cancelled"] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Each of the two documents: the client's contrat de mise à disposition, the worker's contrat de mission. */
export const CONTRACT_AUDIENCES = ["client", "worker"] as const;
export type ContractAudience = (typeof CONTRACT_AUDIENCES)[number];

export const CONTRACT_DOCUMENT_STATUSES = ["draft", "sent", "signed", "declined", "expired", "cancelled"] as const;
export type ContractDocumentStatus = (typeof CONTRACT_DOCUMENT_STATUSES)[number];

/** Who supplies a position's personal protective equipment (L1251-43 5°): the client or the agency. */
export const PROTECTIVE_EQUIPMENT_SUPPLIERS = ["client", "agency"] as const;
export type ProtectiveEquipmentSupplier = (typeof PROTECTIVE_EQUIPMENT_SUPPLIERS)[number];

/** An amendment (avenant) changes a sent or signed placement's terms; a renewal moves its end later (L1251-35). */
export const CONTRACT_AMENDMENT_KINDS = ["change", "renewal"] as const;
export type ContractAmendmentKind = (typeof CONTRACT_AMENDMENT_KINDS)[number];

/** Who carries a contract's electronic signature: Yousign (v3), or the local driver of development and tests. */
export const SIGNATURE_PROVIDERS = ["yousign", "local"] as const;
export type SignatureProvider = (typeof SIGNATURE_PROVIDERS)[number];

/** A signature request's life on our side (decision 0054). */
export const SIGNATURE_REQUEST_STATES = ["pending", "creating", "ongoing", "done", "declined", "expired"] as const;
export type SignatureRequestState = (typeof SIGNATURE_REQUEST_STATES)[number];

/** The three signers of a placement's contracts: the client's contact, the worker, the agency. */
export const SIGNER_ROLES = ["client", "worker", "agency"] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];
