import { z } from "zod";
import { DeploymentEnvironmentSchema } from "#domain/config/deployment-environment";
import type { Bindings } from "#features/platform/bindings";
import { chosenDriver, environmentOf, refuseLocalDeployed } from "#features/platform/local-drivers";
import { parsedOnce } from "#features/platform/parsed-once";

// DPAE_DRIVER (decision 0030): `urssaf` (the real web service; the XML's test indicator keeps every
// deposit outside production a test) or `local` (development and tests only: it declares nothing).

const DpaeDriverConfigSchema = refuseLocalDeployed(
  z.discriminatedUnion("DPAE_DRIVER", [
    z.object({ ENVIRONMENT: DeploymentEnvironmentSchema, DPAE_DRIVER: z.literal("local") }),
    z.object({
      ENVIRONMENT: DeploymentEnvironmentSchema,
      DPAE_DRIVER: z.literal("urssaf"),
      URSSAF_DPAE_AUTH_URL: z.url().default("https://mon.urssaf.fr/authentifier_dpae"),
      URSSAF_DPAE_DEPOSIT_URL: z.url().default("https://depot.dpae-edi.urssaf.fr/deposer-dsn/1.0/"),
      URSSAF_DPAE_RETURNS_URL: z.url().default("https://consultation.dpae-edi.urssaf.fr/lister-retours-flux/2.0/"),
      URSSAF_DPAE_SIRET: z.string().regex(/^\d{14}$/),
      URSSAF_DPAE_LAST_NAME: z.string().min(1),
      URSSAF_DPAE_FIRST_NAME: z.string().min(1),
      URSSAF_DPAE_PASSWORD: z.string().min(1),
    }),
  ]),
  "DPAE_DRIVER",
  (config) => config.DPAE_DRIVER,
  "declares nothing",
);

export type DpaeDriverConfig = z.infer<typeof DpaeDriverConfigSchema>;

/** The queue Worker's settings a DPAE driver reads. */
export type DpaeDriverBindings = Pick<
  Bindings,
  | "ENVIRONMENT"
  | "DPAE_DRIVER"
  | "URSSAF_DPAE_AUTH_URL"
  | "URSSAF_DPAE_DEPOSIT_URL"
  | "URSSAF_DPAE_RETURNS_URL"
  | "URSSAF_DPAE_SIRET"
  | "URSSAF_DPAE_LAST_NAME"
  | "URSSAF_DPAE_FIRST_NAME"
  | "URSSAF_DPAE_PASSWORD"
>;

/** Read when the first DPAE job runs (an e-mail must not wait on URSSAF secrets); parsed once per bindings object. */
export function readDpaeDriverConfig(env: DpaeDriverBindings): DpaeDriverConfig {
  return parsedOnce(env, readDpaeDriverConfig, () => {
    const environment = environmentOf(env);
    return DpaeDriverConfigSchema.parse({
      ...env,
      ENVIRONMENT: environment,
      DPAE_DRIVER: chosenDriver(env.DPAE_DRIVER, environment, "urssaf"),
    });
  });
}
