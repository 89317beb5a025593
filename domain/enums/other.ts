// Enumerations of the remaining entities (spec 000 §3).
export const DPAE_STATUSES = ["pending", "processing", "urssaf_ack", "success", "error"] as const;
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
export const JOB_OFFER_STATUSES = ["published", "unpublished", "draft"] as const;
/** 1 mission accepted, 2 refused, 3 registration, 4 SMS received, 5 available, 6 unavailable. */
export const NOTIFICATION_TYPES = [1, 2, 3, 4, 5, 6] as const;
export const SMS_STATUSES = ["scheduled", "queued", "sent", "delivered", "failed"] as const;
export const SMS_DIRECTIONS = ["outbound", "inbound"] as const;
export const NAF_NOMENCLATURES = ["naf_rev2", "naf_2025"] as const;
/**
 * Activity sections also exist in the older NAF rev. 1 lettering (A to Q, subsections AA to QA) that
 * spec 001 §3 lists; only sections carry it, NAF codes are rev. 2 or 2025.
 */
export const ACTIVITY_SECTION_NOMENCLATURES = ["naf_rev2", "naf_2025", "naf_rev1"] as const;
export const LOCALES = ["fr", "en", "es", "de", "pt", "it"] as const;
export const THEMES = ["light", "dark"] as const;
/** Contract nature codes of the DPAE (FR_DUE_Upload): CDD and CTT carry an end date. */
export const DPAE_CONTRACT_NATURES = ["CDI", "CDD", "CTT"] as const;
/** How an SMS body is encoded: GSM 03.38 septets or UCS-2 (spec 000 §5 SMS length). */
export const SMS_ENCODINGS = ["gsm7", "ucs2"] as const;
/** pending → running (claimed by one cron run) → done; back to pending to retry; failed after the last attempt. */
export const SCHEDULED_JOB_STATUSES = ["pending", "running", "done", "failed", "cancelled"] as const;
export const AVAILABILITY_REQUEST_STATUSES = ["open", "answered"] as const;
export const AVAILABILITY_ANSWERS = ["available", "unavailable"] as const;
/** Levels of the NAF tree: sections (letters), divisions, groups, classes, sub-classes. */
export const NAF_LEVELS = ["section", "division", "group", "class", "subclass"] as const;
/** INSEE legal categories: 1 digit, 2 digits, 4 digits. */
export const LEGAL_FORM_LEVELS = [1, 2, 3] as const;
