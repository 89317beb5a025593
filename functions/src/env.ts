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
  /** Public registration (decision 0032): looking a space up, per client address. */
  PUBLIC_READ_RATE_LIMIT: RateLimit;
  /** Public registration: upload slots and the local signed PUTs, per client address. */
  PUBLIC_UPLOAD_RATE_LIMIT: RateLimit;
  /** Public registration: submissions and express readings (OCR), per client address. */
  PUBLIC_SUBMIT_RATE_LIMIT: RateLimit;
  ENVIRONMENT?: string;
  PUBLIC_APP_URL?: string;
  /** Where registration files go (decision 0032): `local` (a signed Worker route) or `r2` (R2's S3 presigned PUT). */
  UPLOAD_DRIVER?: string;
  /** The HMAC key of the local driver's signed upload URLs (a fixed one in development and tests). */
  UPLOAD_SIGNING_SECRET?: string;
  R2_ACCOUNT_ID?: string;
  R2_ACCESS_KEY_ID?: string;
  R2_SECRET_ACCESS_KEY?: string;
  R2_BUCKET_NAME?: string;
  /** Cloudflare Turnstile on registration submit; Cloudflare's test keys in development and tests. */
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET_KEY?: string;
  TURNSTILE_VERIFY_URL?: string;
  /** The express registration reads the CV synchronously with the queue Worker's OCR drivers (decision 0024). */
  OCR_DRIVER?: string;
  MINDEE_API_KEY?: string;
  MINDEE_API_URL?: string;
  /** Far-future SMS (decision 0020): `qstash`, or `local` (rows wait; development and tests only). */
  SMS_SCHEDULER?: string;
  QSTASH_URL?: string;
  QSTASH_TOKEN?: string;
  QSTASH_CURRENT_SIGNING_KEY?: string;
  QSTASH_NEXT_SIGNING_KEY?: string;
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
