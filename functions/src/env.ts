import { z } from "zod";
import { DeploymentEnvironmentSchema } from "#domain/config/deployment-environment";

/** The bindings wrangler gives the API Worker (functions/wrangler.toml). */
export interface FunctionsBindings {
  DB: D1Database;
  FILES: R2Bucket;
  JOBS: Queue;
  NOTIFICATIONS: DurableObjectNamespace;
  /** Attempts per client IP (sign-in, forgot-password), functions/wrangler.toml. */
  AUTH_IP_RATE_LIMIT: RateLimit;
  /** Attempts per account (sign-in and forgot-password by e-mail, the account's password checks). */
  AUTH_ACCOUNT_RATE_LIMIT: RateLimit;
  ENVIRONMENT?: string;
  PUBLIC_APP_URL?: string;
  /** Far-future SMS (decision 0020): `qstash`, or `local` (rows wait; development and tests only). */
  SMS_SCHEDULER?: string;
  QSTASH_URL?: string;
  QSTASH_TOKEN?: string;
  QSTASH_CURRENT_SIGNING_KEY?: string;
  QSTASH_NEXT_SIGNING_KEY?: string;
  /** Opening a mission confirmation's signed link, per client IP (decision 0031). */
  CONFIRMATION_LINK_RATE_LIMIT: RateLimit;
  /** Signs the voucher SMS's links (decision 0031); a development default only in development and tests. */
  CONFIRMATION_LINK_SECRET?: string;
  /** The secret SMSFactor presents on its delivery-report (decision 0020) and inbound (decision 0021) webhooks. */
  SMS_WEBHOOK_TOKEN?: string;
}

const LOCAL_APP_URL = "http://localhost:5173";

const ConfigSchema = z.object({
  ENVIRONMENT: DeploymentEnvironmentSchema,
  PUBLIC_APP_URL: z.url(),
});

export type FunctionsConfig = z.infer<typeof ConfigSchema>;

// Parsed once per bindings object: a bad variable fails the first request loudly, not a later send.
const parsed = new WeakMap<object, FunctionsConfig>();

export function readConfig(env: Pick<FunctionsBindings, "ENVIRONMENT" | "PUBLIC_APP_URL">): FunctionsConfig {
  let config = parsed.get(env);
  if (!config) {
    const environment = DeploymentEnvironmentSchema.parse(env.ENVIRONMENT);
    // Links in e-mails fall back to the local server only where one runs; a deployed Worker without
    // PUBLIC_APP_URL would send reset links to localhost, so it fails instead.
    const local = environment === "development" || environment === "test";
    config = ConfigSchema.parse({ ENVIRONMENT: environment, PUBLIC_APP_URL: env.PUBLIC_APP_URL ?? (local ? LOCAL_APP_URL : undefined) });
    parsed.set(env, config);
  }
  return config;
}
