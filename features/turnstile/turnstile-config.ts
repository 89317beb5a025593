import { z } from "zod";
import { DeploymentEnvironmentSchema } from "#domain/config/deployment-environment";
import type { Bindings } from "../platform/bindings";
import { chosenDriver, environmentOf, localDriversAllowed, refuseLocalDeployed } from "../platform/local-drivers";
import { createCloudflareTurnstileDriver } from "./cloudflare-turnstile-driver";
import { createLocalTurnstileDriver } from "./local-turnstile-driver";
import type { TurnstileDriver } from "./turnstile-driver";
import { TURNSTILE_TEST_KEYS } from "./turnstile-test-keys";

const TurnstileConfigSchema = refuseLocalDeployed(
  z.discriminatedUnion("driver", [
    z.object({ ENVIRONMENT: DeploymentEnvironmentSchema, driver: z.literal("local"), siteKey: z.literal(TURNSTILE_TEST_KEYS.siteKey) }),
    z.object({
      ENVIRONMENT: DeploymentEnvironmentSchema,
      driver: z.literal("cloudflare"),
      siteKey: z.string().min(1),
      secretKey: z.string().min(1),
      verifyUrl: z.url(),
    }),
  ]),
  "TURNSTILE_DRIVER",
  (config) => config.driver,
  "lets the test token through",
).refine(
  (config) => config.driver === "local" || config.secretKey !== TURNSTILE_TEST_KEYS.secretKey || localDriversAllowed(config.ENVIRONMENT),
  {
    message: "Turnstile's test secret lets every bot through: only for development and tests",
    path: ["TURNSTILE_SECRET_KEY"],
  },
);

export type TurnstileConfig = z.infer<typeof TurnstileConfigSchema>;

export type TurnstileBindings = Pick<
  Bindings,
  "ENVIRONMENT" | "TURNSTILE_DRIVER" | "TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET_KEY" | "TURNSTILE_VERIFY_URL"
>;

/**
 * TURNSTILE_DRIVER: `cloudflare` (siteverify with the site's keys) or `local`, where local drivers
 * may run, which hands the page Cloudflare's test site key and accepts only its dummy token.
 */
export function readTurnstileConfig(env: TurnstileBindings): TurnstileConfig {
  const environment = environmentOf(env);
  const driver = chosenDriver(env.TURNSTILE_DRIVER, environment, "cloudflare");
  return TurnstileConfigSchema.parse(
    driver === "local"
      ? { ENVIRONMENT: environment, driver, siteKey: TURNSTILE_TEST_KEYS.siteKey }
      : {
          ENVIRONMENT: environment,
          driver,
          siteKey: env.TURNSTILE_SITE_KEY,
          secretKey: env.TURNSTILE_SECRET_KEY,
          verifyUrl: env.TURNSTILE_VERIFY_URL ?? "https://challenges.cloudflare.com/turnstile/v0/siteverify",
        },
  );
}

export function createTurnstileDriver(config: TurnstileConfig): TurnstileDriver {
  return config.driver === "local" ? createLocalTurnstileDriver() : createCloudflareTurnstileDriver(config);
}
