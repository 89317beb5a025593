import { z } from "zod";
import type { LiveNotificationsEntrypoint } from "#functions/src/notifications/live-notifications-entrypoint";
import { DeploymentEnvironmentSchema, isDevelopment } from "#domain/config/deployment-environment";

export interface QueuesBindings {
  DB: D1Database;
  /** The same queue, to enqueue what a job starts (the SMS of an availability follow-up). */
  JOBS: Queue;
  /** The API Worker's live-notification entrypoint, over RPC (queues/wrangler.toml; decision 0021). */
  LIVE: Service<LiveNotificationsEntrypoint>;
  /** The documents store, for e-mail attachments. */
  FILES?: R2Bucket;
  ENVIRONMENT?: string;
  EMAIL_DRIVER?: string;
  EMAIL_FROM?: string;
  RESEND_API_KEY?: string;
  RESEND_API_URL?: string;
  /** `smsfactor` or `local` (records for /dev/sms; development and tests only), decision 0020. */
  SMS_DRIVER?: string;
  SMSFACTOR_API_URL?: string;
  SMSFACTOR_API_TOKEN?: string;
  /** The sender name shown on the phone (SMSFactor `sender`, 3–11 characters); the account's default without it. */
  SMS_SENDER?: string;
  /** `urssaf` or `local` (development and tests only), decision 0030. */
  DPAE_DRIVER?: string;
  URSSAF_DPAE_AUTH_URL?: string;
  URSSAF_DPAE_DEPOSIT_URL?: string;
  URSSAF_DPAE_RETURNS_URL?: string;
  /** The declarant's net-entreprises account (secrets): SIRET, name, first name, password. */
  URSSAF_DPAE_SIRET?: string;
  URSSAF_DPAE_LAST_NAME?: string;
  URSSAF_DPAE_FIRST_NAME?: string;
  URSSAF_DPAE_PASSWORD?: string;
  /** local (development, tests) or mindee; decision 0024. */
  OCR_DRIVER?: string;
  MINDEE_API_KEY?: string;
  MINDEE_API_URL?: string;
}

const ConfigSchema = z
  .discriminatedUnion("EMAIL_DRIVER", [
    z.object({ ENVIRONMENT: DeploymentEnvironmentSchema, EMAIL_DRIVER: z.literal("local"), EMAIL_FROM: z.string().min(3) }),
    z.object({
      ENVIRONMENT: DeploymentEnvironmentSchema,
      EMAIL_DRIVER: z.literal("resend"),
      EMAIL_FROM: z.string().min(3),
      RESEND_API_KEY: z.string().min(1),
      RESEND_API_URL: z.url().default("https://api.resend.com"),
    }),
  ])
  // The local driver only records e-mails for /dev/outbox, which a deployed Worker does not have:
  // there it would swallow every password-reset link without a trace.
  .refine((config) => config.EMAIL_DRIVER !== "local" || config.ENVIRONMENT === "development" || config.ENVIRONMENT === "test", {
    message: "EMAIL_DRIVER=local records e-mails instead of sending them: only for development and tests",
    path: ["EMAIL_DRIVER"],
  });

export type QueuesConfig = z.infer<typeof ConfigSchema>;

const parsed = new WeakMap<object, QueuesConfig>();

/**
 * Parsed once per bindings object; an unknown driver fails the first batch, not a later send.
 * Without EMAIL_DRIVER the real driver is used, except in development (decision 0014).
 */
export function readConfig(env: QueuesBindings): QueuesConfig {
  let config = parsed.get(env);
  if (!config) {
    const environment = DeploymentEnvironmentSchema.parse(env.ENVIRONMENT);
    config = ConfigSchema.parse({
      ENVIRONMENT: environment,
      EMAIL_DRIVER: env.EMAIL_DRIVER ?? (isDevelopment(environment) ? "local" : "resend"),
      EMAIL_FROM: env.EMAIL_FROM ?? "Intérim <no-reply@interim.example>",
      RESEND_API_KEY: env.RESEND_API_KEY,
      RESEND_API_URL: env.RESEND_API_URL,
    });
    parsed.set(env, config);
  }
  return config;
}
