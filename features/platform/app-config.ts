import { z } from "zod";
import { DeploymentEnvironmentSchema } from "#domain/config/deployment-environment";
import type { Bindings } from "./bindings";
import { localDriversAllowed } from "./local-drivers";
import { parsedOnce } from "./parsed-once";

const LOCAL_APP_URL = "http://localhost:5173";

const AppConfigSchema = z.object({
  ENVIRONMENT: DeploymentEnvironmentSchema,
  PUBLIC_APP_URL: z.url(),
});

/** What every operation may read of the deployment: which environment, and the app's public address (links in messages). */
export type AppConfig = z.infer<typeof AppConfigSchema>;

/**
 * Parsed once per bindings object: a bad variable fails the first request loudly, not a later send.
 * Links fall back to the local server only where one runs; a deployed Worker without PUBLIC_APP_URL
 * would send reset links to localhost, so it fails instead.
 */
export function readAppConfig(env: Pick<Bindings, "ENVIRONMENT" | "PUBLIC_APP_URL">): AppConfig {
  return parsedOnce(env, readAppConfig, () => {
    const environment = DeploymentEnvironmentSchema.parse(env.ENVIRONMENT);
    return AppConfigSchema.parse({
      ENVIRONMENT: environment,
      PUBLIC_APP_URL: env.PUBLIC_APP_URL ?? (localDriversAllowed(environment) ? LOCAL_APP_URL : undefined),
    });
  });
}
