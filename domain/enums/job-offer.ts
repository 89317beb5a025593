// Job offers (spec 000 §3 Job offer, §4 Offers).
export const JOB_OFFER_STATUSES = ["published", "unpublished", "draft"] as const;
export type JobOfferStatus = (typeof JOB_OFFER_STATUSES)[number];

/** What staff ask of the multiposting provider for an offer (spec 000 §4: republish, unpublish; publish a draft). */
export const PUBLICATION_ACTIONS = ["publish", "unpublish", "republish"] as const;
export type PublicationAction = (typeof PUBLICATION_ACTIONS)[number];

/** The period a salary is given for. */
export const SALARY_PERIODS = ["hour", "month", "year"] as const;

/** The multiposting applications the product speaks to (Talentplug: DOMAIN.md Providers). */
export const MULTIPOSTING_PROVIDERS = ["talentplug"] as const;
