// The DPAE, the declaration before hiring (spec 000 §3).
export const DPAE_STATUSES = ["pending", "processing", "urssaf_ack", "success", "error"] as const;
/** Contract nature codes of the DPAE (FR_DUE_Upload): CDD and CTT carry an end date. */
export const DPAE_CONTRACT_NATURES = ["CDI", "CDD", "CTT"] as const;
export type DpaeStatus = (typeof DPAE_STATUSES)[number];
export type DpaeContractNature = (typeof DPAE_CONTRACT_NATURES)[number];
