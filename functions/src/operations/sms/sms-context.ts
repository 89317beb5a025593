import type { Database } from "#db/client";
import type { FunctionsBindings } from "#functions/src/env";

/**
 * What the SMS operations need: the database, the clock, and the bindings they reach (the JOBS queue,
 * the QStash settings). A route builds it from its Hono context; a queue consumer or a test builds
 * its own, with a recording queue in place of JOBS for instance.
 */
export interface SmsContext {
  db: Database;
  now: Date;
  env: SmsBindings;
}

/** The bindings SMS operations read: the queue and the scheduler's settings, which the queue Worker has too. */
export type SmsBindings = Pick<
  FunctionsBindings,
  | "JOBS"
  | "ENVIRONMENT"
  | "PUBLIC_APP_URL"
  | "SMS_SCHEDULER"
  | "QSTASH_URL"
  | "QSTASH_TOKEN"
  | "QSTASH_CURRENT_SIGNING_KEY"
  | "QSTASH_NEXT_SIGNING_KEY"
  | "SMS_WEBHOOK_TOKEN"
>;
