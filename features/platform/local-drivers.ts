import type { z } from "zod";
import { DeploymentEnvironmentSchema, type DeploymentEnvironment } from "#domain/config/deployment-environment";

// Decision 0014, written once for every provider (e-mail, SMS, DPAE, OCR, uploads, Turnstile, the
// far-future scheduler, multiposting, e-signature): a local driver records what would have been sent
// (or accepts what a test sends) instead of acting, so it runs only where a person or a test watches
// it. Deployed, it would swallow every message without a trace.

/** Where local drivers may run: a person's machine (`development`) and the test runs (`test`). */
export function localDriversAllowed(environment: DeploymentEnvironment): boolean {
  return environment === "development" || environment === "test";
}

/**
 * The driver a provider's variable names, or by default its local driver where local drivers may run
 * and its real one everywhere else.
 */
export function chosenDriver<Real extends string>(chosen: string | undefined, environment: DeploymentEnvironment, real: Real): string {
  return chosen ?? (localDriversAllowed(environment) ? "local" : real);
}

/** The environment a bindings object names (unknown or missing reads as production). */
export function environmentOf(env: { ENVIRONMENT?: string | undefined }): DeploymentEnvironment {
  return DeploymentEnvironmentSchema.parse(env.ENVIRONMENT);
}

/**
 * Refines a provider's configuration schema: `local` is refused outside development and tests, the
 * message naming the variable and what the local driver does instead of acting.
 */
export function refuseLocalDeployed<Schema extends z.ZodType<{ ENVIRONMENT: DeploymentEnvironment }>>(
  schema: Schema,
  variable: string,
  driverOf: (config: z.output<Schema>) => string,
  insteadOfActing: string,
) {
  return schema.refine((config) => driverOf(config) !== "local" || localDriversAllowed(config.ENVIRONMENT), {
    message: `${variable}=local ${insteadOfActing}: only for development and tests`,
    path: [variable],
  });
}
