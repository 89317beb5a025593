import { z } from "zod";

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
  EMAIL_DRIVER?: string;
  EMAIL_FROM?: string;
  PUBLIC_APP_URL?: string;
  COOKIE_SECURE?: string;
}

const ConfigSchema = z.object({
  ENVIRONMENT: z.enum(["development", "test", "staging", "production"]).default("development"),
  PUBLIC_APP_URL: z.url().default("http://localhost:5173"),
});

export type FunctionsConfig = z.infer<typeof ConfigSchema>;

// Parsed once per bindings object: a bad variable fails the first request loudly, not a later send.
const parsed = new WeakMap<object, FunctionsConfig>();

export function readConfig(env: FunctionsBindings): FunctionsConfig {
  let config = parsed.get(env);
  if (!config) {
    config = ConfigSchema.parse({ ENVIRONMENT: env.ENVIRONMENT, PUBLIC_APP_URL: env.PUBLIC_APP_URL });
    parsed.set(env, config);
  }
  return config;
}
