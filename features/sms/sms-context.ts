import type { OperationContext } from "../operation-context";
import type { Bindings } from "../platform/bindings";
import type { SmsConfigBindings } from "./sms-config";

/**
 * What the SMS operations need of the one operation context: the database, the clock, and bindings
 * that include the queue and the SMS provider's settings (which the queue Worker has too). A route
 * passes its operation context with the request's SMS bindings (`withSmsBindings`); the queue
 * Worker's consumer and cron pass theirs, with a recording queue in place of JOBS in a test.
 */
export type SmsContext = Pick<OperationContext, "db" | "now"> & { bindings: SmsBindings };

/** The bindings SMS operations read: the queue and the SMS provider's settings, which the queue Worker has too. */
export type SmsBindings = Pick<Bindings, "JOBS" | "ENVIRONMENT" | "PUBLIC_APP_URL"> & SmsConfigBindings;
