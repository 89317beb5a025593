import type { z } from "zod";
import type { JobContext } from "./job-context";

/** How often, and how far apart, a failed job is tried again before it is given up (logged and dropped). */
export interface RetryPolicy {
  /** Deliveries in all, the first included. */
  maxAttempts: number;
  /** Seconds to wait after failed attempt `attempt` (1 for the first). */
  delaySeconds: (attempt: number) => number;
}

export const RETRY = {
  /** A call to a provider (SMS, e-mail, URSSAF, OCR): 30 s, 60 s, 90 s, 120 s. */
  provider: { maxAttempts: 5, delaySeconds: (attempt: number) => 30 * attempt },
  /** Work due at a time, run by the every-minute cron: 1, 2, 4, 8 minutes. */
  scheduled: { maxAttempts: 5, delaySeconds: (attempt: number) => 60 * 2 ** (attempt - 1) },
} satisfies Record<string, RetryPolicy>;

/**
 * A job type, declared once (CONVENTIONS §7): its name and version on the wire, the schema of its
 * payload, what runs it and how it is retried, and the key that makes the same work, asked for twice,
 * exist once. The job registry (job-registry.ts) lists every definition; the queue consumer and the
 * cron run jobs only through it.
 */
export interface JobDefinition<Type extends string = string, Schema extends z.ZodType = z.ZodType> {
  readonly type: Type;
  readonly version: number;
  readonly schema: Schema;
  readonly retry: RetryPolicy;
  /** The one place this job's idempotency key is made, from its payload. */
  readonly idempotencyKey: (payload: z.output<Schema>) => string;
  readonly handle: (payload: z.output<Schema>, context: JobContext) => Promise<unknown>;
}

export function defineJob<const Type extends string, Schema extends z.ZodType>(definition: JobDefinition<Type, Schema>) {
  return definition;
}
