import { z } from "zod";
import { DeploymentEnvironmentSchema } from "#domain/config/deployment-environment";
import type { Bindings } from "../platform/bindings";
import { chosenDriver, environmentOf, refuseLocalDeployed } from "../platform/local-drivers";
import { parsedOnce } from "../platform/parsed-once";

const SmsConfigSchema = refuseLocalDeployed(
  z.object({
    ENVIRONMENT: DeploymentEnvironmentSchema,
    SMS_DRIVER: z.enum(["local", "smsfactor"]),
    SMSFACTOR_API_URL: z.url().default("https://api.smsfactor.com"),
    /** Needed to send (the queue Worker); the API Worker only checks the webhooks' secret. */
    SMSFACTOR_API_TOKEN: z.string().min(1).optional(),
    SMS_SENDER: z.string().min(3).max(11).optional(),
    /** One secret per webhook (decision 0043): the inbound SMS one and the delivery reports one. */
    SMS_INBOUND_WEBHOOK_SECRET: z.string().min(24).optional(),
    SMS_DELIVERY_WEBHOOK_SECRET: z.string().min(24).optional(),
  }),
  "SMS_DRIVER",
  (config) => config.SMS_DRIVER,
  // The local driver only records for /dev/sms, which a deployment does not have: every SMS would
  // vanish without a trace.
  "records SMS instead of sending them",
);

export type SmsConfig = z.infer<typeof SmsConfigSchema>;

/** The settings of the SMS provider (decision 0020), in both Workers. */
export type SmsConfigBindings = Pick<
  Bindings,
  | "ENVIRONMENT"
  | "SMS_DRIVER"
  | "SMSFACTOR_API_URL"
  | "SMSFACTOR_API_TOKEN"
  | "SMS_SENDER"
  | "SMS_INBOUND_WEBHOOK_SECRET"
  | "SMS_DELIVERY_WEBHOOK_SECRET"
>;

/**
 * The SMS provider's one configuration: its driver (SMSFactor, or the local one where local drivers
 * may run), its API token and sender, and the secret its webhooks present. Parsed once per bindings
 * object; a send without SMSFACTOR_API_TOKEN fails loudly when its driver is built.
 */
export function readSmsConfig(env: SmsConfigBindings): SmsConfig {
  return parsedOnce(env, readSmsConfig, () => {
    const environment = environmentOf(env);
    return SmsConfigSchema.parse({
      ENVIRONMENT: environment,
      SMS_DRIVER: chosenDriver(env.SMS_DRIVER, environment, "smsfactor"),
      SMSFACTOR_API_URL: env.SMSFACTOR_API_URL,
      SMSFACTOR_API_TOKEN: env.SMSFACTOR_API_TOKEN,
      SMS_SENDER: env.SMS_SENDER,
      SMS_INBOUND_WEBHOOK_SECRET: env.SMS_INBOUND_WEBHOOK_SECRET,
      SMS_DELIVERY_WEBHOOK_SECRET: env.SMS_DELIVERY_WEBHOOK_SECRET,
    });
  });
}
