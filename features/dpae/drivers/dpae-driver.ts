import type { DpaeReturnRecord } from "#db/dpae/record-dpae-returns";

// A DPAE channel: deposit one FR_DUE_Upload, then read the flow's returns. What a
// failure means for the declaration is told by its class, because only some may be retried (decision 0030).

/** Nothing reached URSSAF (authentication failed, the deposit was answered 5xx or 429): safe to retry. */
export class DpaeNotSentError extends Error {
  override name = "DpaeNotSentError";
}

/** URSSAF refused the deposit itself (a 4xx with its reason): final, the message is kept. */
export class DpaeRefusedError extends Error {
  override name = "DpaeRefusedError";
}

/** The upload left and its answer never came (timeout, dropped connection, unreadable answer): URSSAF may hold it. */
export class DpaeOutcomeUnknownError extends Error {
  override name = "DpaeOutcomeUnknownError";
}

/** What the returns of a flow say so far: none yet, a receipt only, the conformity certificate, or a rejection. */
export type DpaeReturnsState = "waiting" | "acknowledged" | "accepted" | "rejected";

export interface DpaeReturnsAnswer {
  state: DpaeReturnsState;
  /** The rejection's reason, or the certificate's number. */
  message: string | null;
  /** Every return URSSAF lists for the flow, raw (the legal proof). */
  returns: DpaeReturnRecord[];
}

export interface DpaeDriver {
  /** Deposits the XML (as built, UTF-16 text: the driver encodes it) and answers URSSAF's flow id. */
  deposit(xml: string): Promise<{ flowId: string }>;
  /** The returns of a flow so far. Throws when URSSAF cannot be asked now (the cron asks again later). */
  returns(flowId: string): Promise<DpaeReturnsAnswer>;
}
