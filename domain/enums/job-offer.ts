// Job offers (spec 000 §3).
export const JOB_OFFER_STATUSES = ["published", "unpublished", "draft"] as const;
