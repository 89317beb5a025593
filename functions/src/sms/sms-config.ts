import { z } from "zod";
import { DeploymentEnvironmentSchema } from "#domain/config/deployment-environment";
import type { SmsBindings } from "../operations/sms/sms-context";
import { readConfig } from "../env";

const SmsConfigSchema = z
  .object({
    ENVIRONMENT: DeploymentEnvironmentSchema,
    PUBLIC_APP_URL: z.url(),
    SMS_SCHEDULER: z.enum(["qstash", "local"]),
    QSTASH_URL: z.url().default("https://qstash.upstash.io"),
    QSTASH_TOKEN: z.string().min(1).optional(),
    QSTASH_CURRENT_SIGNING_KEY: z.string().min(1).optional(),
    QSTASH_NEXT_SIGNING_KEY: z.string().min(1).optional(),
    SMS_WEBHOOK_TOKEN: z.string().min(24).optional(),
  })
  // Decision 0014's rule: a local stand-in records or waits instead of acting, so only where a person
  // runs the app. In a deployment a far-future SMS would wait for ever without a trace.
  .refine((config) => config.SMS_SCHEDULER !== "local" || config.ENVIRONMENT === "development" || config.ENVIRONMENT === "test", {
    message: "SMS_SCHEDULER=local lets far-future SMS wait instead of scheduling them: only for development and tests",
    path: ["SMS_SCHEDULER"],
  });

export type SmsConfig = z.infer<typeof SmsConfigSchema>;

const parsed = new WeakMap<object, SmsConfig>();

/**
 * The SMS settings of the API Worker, read apart from the general config so that a deployment
 * without QStash secrets still answers every other route; the SMS routes fail loudly instead.
 * Without SMS_SCHEDULER, QStash is used except in development and tests.
 */
export function readSmsConfig(env: SmsBindings): SmsConfig {
  let config = parsed.get(env);
  if (!config) {
    const general = readConfig(env);
    const local = general.ENVIRONMENT === "development" || general.ENVIRONMENT === "test";
    config = SmsConfigSchema.parse({
      ENVIRONMENT: general.ENVIRONMENT,
      PUBLIC_APP_URL: general.PUBLIC_APP_URL,
      SMS_SCHEDULER: env.SMS_SCHEDULER ?? (local ? "local" : "qstash"),
      QSTASH_URL: env.QSTASH_URL,
      QSTASH_TOKEN: env.QSTASH_TOKEN,
      QSTASH_CURRENT_SIGNING_KEY: env.QSTASH_CURRENT_SIGNING_KEY,
      QSTASH_NEXT_SIGNING_KEY: env.QSTASH_NEXT_SIGNING_KEY,
      SMS_WEBHOOK_TOKEN: env.SMS_WEBHOOK_TOKEN,
    });
    parsed.set(env, config);
  }
  return config;
}
