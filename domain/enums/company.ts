// Companies and their competence checks (spec 000 §3 Company, Competence check).
export const COMPANY_STATES = ["prospect", "active_client", "inactive_client", "suspect"] as const;
export const COMPETENCE_CHECK_CONTRACT_TYPES = [
  "temporary",
  "fixed_term",
  "permanent",
  "cdii",
  "seasonal",
  "internship",
  "apprenticeship",
] as const;
