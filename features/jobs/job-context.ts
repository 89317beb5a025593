import type { Database } from "#db/client";
import type { LivePublisher } from "../notifications/live-publisher";
import type { Bindings } from "../platform/bindings";

/**
 * The bindings a job may read, as the queue Worker has them: the queue it feeds, the documents store and
 * every provider's settings. A job builds the drivers it needs from them when it runs, so an e-mail
 * never waits on SMS secrets.
 */
export type JobBindings = Pick<Bindings, "DB" | "JOBS"> &
  Partial<Pick<Bindings, "FILES">> &
  Omit<
    Bindings,
    | "DB"
    | "FILES"
    | "JOBS"
    | "LIVE"
    | "NOTIFICATIONS"
    | "AUTH_IP_RATE_LIMIT"
    | "AUTH_ACCOUNT_RATE_LIMIT"
    | "PUBLIC_READ_RATE_LIMIT"
    | "PUBLIC_UPLOAD_RATE_LIMIT"
    | "PUBLIC_SUBMIT_RATE_LIMIT"
    | "CONFIRMATION_LINK_RATE_LIMIT"
  >;

/** What a running job is given: the database, its bindings, the live hubs, its instant and which attempt this is. */
export interface JobContext {
  db: Database;
  env: JobBindings;
  /** Pushes a notification the job raised to the browsers connected to the API Worker. */
  live: LivePublisher;
  now: Date;
  /** The delivery's attempt, 1 for the first. */
  attempts: number;
}
