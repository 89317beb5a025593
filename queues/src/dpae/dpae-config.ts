import { z } from "zod";
import { DeploymentEnvironmentSchema } from "#domain/config/deployment-environment";
import type { QueuesBindings } from "../env";

// DPAE_DRIVER (decision 0030): `urssaf` (the real web service; the XML's test indicator keeps every
// deposit outside production a test) or `local` (development and tests only: it declares nothing).

const DpaeDriverConfigSchema = z
  .discriminatedUnion("DPAE_DRIVER", [
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
  ])
  // Decision 0014's rule: the local driver declares nothing, so a deployment must never run it.
  .refine((config) => config.DPAE_DRIVER !== "local" || config.ENVIRONMENT === "development" || config.ENVIRONMENT === "test", {
    message: "DPAE_DRIVER=local declares nothing: only for development and tests",
    path: ["DPAE_DRIVER"],
  });

export type DpaeDriverConfig = z.infer<typeof DpaeDriverConfigSchema>;

/** The queue Worker's settings a DPAE driver reads. */
export type DpaeDriverBindings = Pick<
  QueuesBindings,
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

const parsed = new WeakMap<object, DpaeDriverConfig>();

/** Read when the first DPAE job runs (an e-mail must not wait on URSSAF secrets). Local by default only in development and tests. */
export function readDpaeDriverConfig(env: DpaeDriverBindings): DpaeDriverConfig {
  let config = parsed.get(env);
  if (!config) {
    const environment = DeploymentEnvironmentSchema.parse(env.ENVIRONMENT);
    const local = environment === "development" || environment === "test";
    config = DpaeDriverConfigSchema.parse({
      ...env,
      ENVIRONMENT: environment,
      DPAE_DRIVER: env.DPAE_DRIVER ?? (local ? "local" : "urssaf"),
    });
    parsed.set(env, config);
  }
  return config;
}
