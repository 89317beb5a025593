// A multiposting application (decision 0046): it checks an agency's account, and takes an offer to
// publish, republish or withdraw on the job boards. What a failure means for the offer is told by its
// class, because only some may be tried again.

/** The agency's own account with the provider (spec 000 §1 "requires multiposting credentials"). */
export interface MultipostingAccount {
  login: string;
  password: string;
}

/** What the provider is asked to do with an offer. */
export type ProviderAction = "create" | "republish" | "archive" | "delete";

/** One offer as the provider receives it. */
export interface OutgoingOffer {
  action: ProviderAction;
  /** Unique per request (the provider's offerkey_ID): a repeated send of the same request is recognised. */
  requestKey: string;
  /** The offer's stable reference with the provider. */
  reference: string;
  title: string;
  description: string;
  contractType: string | null;
  postalCode: string | null;
  city: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryPeriod: "hour" | "month" | "year" | null;
  weeklyHours: number | null;
  startDate: string | null;
  /** YYYY-MM-DD: the release date the boards show. */
  releaseDate: string;
  /** Where a candidate applies: the agency's registration, with the offer noted. */
  applyUrl: string;
  agencyName: string;
}

/** The provider refused the account: the spec's "invalid multiposting credentials". Final until they change. */
export class MultipostingCredentialsRefusedError extends Error {
  override name = "MultipostingCredentialsRefusedError";
}

/** The provider refused the offer itself, with its reason: final, the reason is kept on the offer. */
export class MultipostingRefusedError extends Error {
  override name = "MultipostingRefusedError";
}

/** The provider could not be reached or did not answer (timeout, 5xx, an unreadable answer): try again later. */
export class MultipostingUnavailableError extends Error {
  override name = "MultipostingUnavailableError";
}

export interface MultipostingDriver {
  /** Resolves when the provider accepts the account; throws MultipostingCredentialsRefusedError otherwise. */
  checkCredentials(account: MultipostingAccount): Promise<void>;
  /** Sends the offer; answers where the recruiter picks the job boards, when the provider gives one. */
  send(account: MultipostingAccount, offer: OutgoingOffer): Promise<{ boardsUrl: string | null }>;
}
