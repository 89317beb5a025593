import { z } from "zod";
import { DeploymentEnvironmentSchema } from "#domain/config/deployment-environment";
import type { Bindings } from "#features/platform/bindings";
import { chosenDriver, environmentOf, refuseLocalDeployed } from "#features/platform/local-drivers";
import { parsedOnce } from "#features/platform/parsed-once";

// SIGNATURE_DRIVER (decision 0054): `yousign` (its v3 API; the key YOUSIGN_API_KEY and the webhook's
// secret YOUSIGN_WEBHOOK_SECRET are secrets) or `local` (development and tests only: the signing page
// /dev/signatures). SIGNATURE_MONTHLY_BUDGET caps the requests a space makes in a calendar month (Paris),
// as each one is paid.

/** Requests per space and month when SIGNATURE_MONTHLY_BUDGET is not set: a busy agency's placements. */
export const DEFAULT_SIGNATURE_MONTHLY_BUDGET = 300;

const Common = {
  ENVIRONMENT: DeploymentEnvironmentSchema,
  SIGNATURE_MONTHLY_BUDGET: z.coerce.number().int().min(0).default(DEFAULT_SIGNATURE_MONTHLY_BUDGET),
};

const SignatureConfigSchema = refuseLocalDeployed(
  z.discriminatedUnion("SIGNATURE_DRIVER", [
    z.object({ ...Common, SIGNATURE_DRIVER: z.literal("local"), YOUSIGN_WEBHOOK_SECRET: z.string().min(1).optional() }),
    z.object({
      ...Common,
      SIGNATURE_DRIVER: z.literal("yousign"),
      YOUSIGN_API_URL: z.url().default("https://api.yousign.app/v3"),
      YOUSIGN_API_KEY: z.string().min(1),
      YOUSIGN_WEBHOOK_SECRET: z.string().min(1),
    }),
  ]),
  "SIGNATURE_DRIVER",
  (config) => config.SIGNATURE_DRIVER,
  "signs on a local page",
);

export type SignatureConfig = z.infer<typeof SignatureConfigSchema>;

export type SignatureBindings = Pick<
  Bindings,
  "ENVIRONMENT" | "SIGNATURE_DRIVER" | "YOUSIGN_API_URL" | "YOUSIGN_API_KEY" | "YOUSIGN_WEBHOOK_SECRET" | "SIGNATURE_MONTHLY_BUDGET"
>;

/** The signature provider's one configuration, parsed once per bindings object. */
export function readSignatureConfig(env: SignatureBindings): SignatureConfig {
  return parsedOnce(env, readSignatureConfig, () => {
    const environment = environmentOf(env);
    return SignatureConfigSchema.parse({
      ENVIRONMENT: environment,
      SIGNATURE_DRIVER: chosenDriver(env.SIGNATURE_DRIVER, environment, "yousign"),
      SIGNATURE_MONTHLY_BUDGET: env.SIGNATURE_MONTHLY_BUDGET,
      YOUSIGN_API_URL: env.YOUSIGN_API_URL,
      YOUSIGN_API_KEY: env.YOUSIGN_API_KEY,
      YOUSIGN_WEBHOOK_SECRET: env.YOUSIGN_WEBHOOK_SECRET,
    });
  });
}
