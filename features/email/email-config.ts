import { z } from "zod";
import { DeploymentEnvironmentSchema } from "#domain/config/deployment-environment";
import type { Bindings } from "../platform/bindings";
import { chosenDriver, environmentOf, refuseLocalDeployed } from "../platform/local-drivers";
import { parsedOnce } from "../platform/parsed-once";

const EmailConfigSchema = refuseLocalDeployed(
  z.discriminatedUnion("EMAIL_DRIVER", [
    z.object({ ENVIRONMENT: DeploymentEnvironmentSchema, EMAIL_DRIVER: z.literal("local"), EMAIL_FROM: z.string().min(3) }),
    z.object({
      ENVIRONMENT: DeploymentEnvironmentSchema,
      EMAIL_DRIVER: z.literal("resend"),
      EMAIL_FROM: z.string().min(3),
      RESEND_API_KEY: z.string().min(1),
      RESEND_API_URL: z.url().default("https://api.resend.com"),
    }),
  ]),
  "EMAIL_DRIVER",
  (config) => config.EMAIL_DRIVER,
  // The local driver only records e-mails for /dev/outbox, which a deployed Worker does not have:
  // there it would swallow every password-reset link without a trace.
  "records e-mails instead of sending them",
);

export type EmailConfig = z.infer<typeof EmailConfigSchema>;

export type EmailBindings = Pick<Bindings, "ENVIRONMENT" | "EMAIL_DRIVER" | "EMAIL_FROM" | "RESEND_API_KEY" | "RESEND_API_URL">;

/** Parsed once per bindings object; an unknown driver fails the first e-mail job, not a later send. */
export function readEmailConfig(env: EmailBindings): EmailConfig {
  return parsedOnce(env, readEmailConfig, () => {
    const environment = environmentOf(env);
    return EmailConfigSchema.parse({
      ENVIRONMENT: environment,
      EMAIL_DRIVER: chosenDriver(env.EMAIL_DRIVER, environment, "resend"),
      EMAIL_FROM: env.EMAIL_FROM ?? "Intérim <no-reply@interim.example>",
      RESEND_API_KEY: env.RESEND_API_KEY,
      RESEND_API_URL: env.RESEND_API_URL,
    });
  });
}
