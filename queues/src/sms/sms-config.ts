import { z } from "zod";
import { DeploymentEnvironmentSchema, isDevelopment } from "#domain/config/deployment-environment";
import type { QueuesBindings } from "../env";

const SmsDriverConfigSchema = z
  .discriminatedUnion("SMS_DRIVER", [
    z.object({ ENVIRONMENT: DeploymentEnvironmentSchema, SMS_DRIVER: z.literal("local") }),
    z.object({
      ENVIRONMENT: DeploymentEnvironmentSchema,
      SMS_DRIVER: z.literal("smsfactor"),
      SMSFACTOR_API_URL: z.url().default("https://api.smsfactor.com"),
      SMSFACTOR_API_TOKEN: z.string().min(1),
      SMS_SENDER: z.string().min(3).max(11).optional(),
    }),
  ])
  // Decision 0014's rule, as for EMAIL_DRIVER: the local driver only records for /dev/sms, which a
  // deployment does not have, so every SMS would vanish without a trace.
  .refine((config) => config.SMS_DRIVER !== "local" || config.ENVIRONMENT === "development" || config.ENVIRONMENT === "test", {
    message: "SMS_DRIVER=local records SMS instead of sending them: only for development and tests",
    path: ["SMS_DRIVER"],
  });

export type SmsDriverConfig = z.infer<typeof SmsDriverConfigSchema>;

const parsed = new WeakMap<object, SmsDriverConfig>();

/**
 * Read when the first SMS job runs (an e-mail must not wait on SMS secrets). Without SMS_DRIVER the
 * real driver is used except in development; it then needs SMSFACTOR_API_TOKEN, or the job fails loudly.
 */
/** The queue Worker's settings an SMS driver reads. */
export type SmsDriverBindings = Pick<
  QueuesBindings,
  "ENVIRONMENT" | "SMS_DRIVER" | "SMSFACTOR_API_URL" | "SMSFACTOR_API_TOKEN" | "SMS_SENDER"
>;

export function readSmsDriverConfig(env: SmsDriverBindings): SmsDriverConfig {
  let config = parsed.get(env);
  if (!config) {
    const environment = DeploymentEnvironmentSchema.parse(env.ENVIRONMENT);
    config = SmsDriverConfigSchema.parse({
      ENVIRONMENT: environment,
      SMS_DRIVER: env.SMS_DRIVER ?? (isDevelopment(environment) ? "local" : "smsfactor"),
      SMSFACTOR_API_URL: env.SMSFACTOR_API_URL,
      SMSFACTOR_API_TOKEN: env.SMSFACTOR_API_TOKEN,
      SMS_SENDER: env.SMS_SENDER,
    });
    parsed.set(env, config);
  }
  return config;
}
