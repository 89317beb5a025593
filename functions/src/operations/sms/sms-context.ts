import type { Context } from "hono";
import type { AppEnv } from "#functions/src/context";
import type { FunctionsBindings } from "#functions/src/env";
import type { OperationContext } from "../operation-context";

/**
 * What the SMS operations need of the one operation context: the database, the clock, and bindings
 * that include the queue and the scheduler's settings (which the queue Worker has too). A route
 * passes its operation context with the request's SMS bindings (`withSmsBindings`); the queue
 * Worker's consumer and cron pass theirs, with a recording queue in place of JOBS in a test.
 */
export type SmsContext = Pick<OperationContext, "db" | "now"> & { bindings: SmsBindings };

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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's context, whatever its inputs
type AnyContext = Context<AppEnv, any, any>;

/** An operation context extended with the request's SMS bindings. */
export function withSmsBindings<T extends Omit<OperationContext, "caller">>(
  context: T,
  c: AnyContext,
): T & { bindings: T["bindings"] & SmsBindings } {
  return { ...context, bindings: { ...c.env, ...context.bindings } };
}
