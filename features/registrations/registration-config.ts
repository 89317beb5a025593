import { z } from "zod";
import { DeploymentEnvironmentSchema } from "#domain/config/deployment-environment";
import type { Bindings } from "../platform/bindings";
import { chosenDriver, environmentOf, localDriversAllowed } from "../platform/local-drivers";
import { parsedOnce } from "../platform/parsed-once";
import { readTurnstileConfig, type TurnstileBindings, type TurnstileConfig } from "../turnstile/turnstile-config";

// The public registration's settings (decision 0032), read apart from the general config so that a
// deployment without R2 or Turnstile keys still answers every other route; the public routes fail
// loudly instead (decision 0014's rule: a local stand-in never runs in a deployment).

/** The local signed URLs' key where nothing else is set: development and tests only. */
const LOCAL_SIGNING_SECRET = "interim-local-upload-signing-secret-not-for-deployments";

const UploadsSchema = z.discriminatedUnion("driver", [
  z.object({ driver: z.literal("local"), signingSecret: z.string().min(32) }),
  z.object({
    driver: z.literal("r2"),
    accountId: z.string().regex(/^[0-9a-f]{32}$/, "R2_ACCOUNT_ID is the 32 hex digits of the account"),
    accessKeyId: z.string().min(1),
    secretAccessKey: z.string().min(1),
    bucket: z.string().min(3).max(63),
  }),
]);

const RegistrationConfigSchema = z
  .object({
    environment: DeploymentEnvironmentSchema,
    uploads: UploadsSchema,
  })
  .refine((config) => config.uploads.driver !== "local" || localDriversAllowed(config.environment), {
    message: "UPLOAD_DRIVER=local serves uploads through the Worker: only for development and tests",
    path: ["uploads"],
  });

export type RegistrationConfig = z.infer<typeof RegistrationConfigSchema> & { turnstile: TurnstileConfig };
export type RegistrationBindings = TurnstileBindings &
  Pick<
    Bindings,
    | "ENVIRONMENT"
    | "UPLOAD_DRIVER"
    | "UPLOAD_SIGNING_SECRET"
    | "R2_ACCOUNT_ID"
    | "R2_ACCESS_KEY_ID"
    | "R2_SECRET_ACCESS_KEY"
    | "R2_BUCKET_NAME"
  >;

/** Without UPLOAD_DRIVER: `local` where local drivers may run, `r2` elsewhere; Turnstile as its own configuration says. */
export function readRegistrationConfig(env: RegistrationBindings): RegistrationConfig {
  return parsedOnce(env, readRegistrationConfig, () => {
    const environment = environmentOf(env);
    const driver = chosenDriver(env.UPLOAD_DRIVER, environment, "r2");
    const uploads = RegistrationConfigSchema.parse({
      environment,
      uploads:
        driver === "local"
          ? { driver, signingSecret: env.UPLOAD_SIGNING_SECRET ?? (localDriversAllowed(environment) ? LOCAL_SIGNING_SECRET : undefined) }
          : {
              driver,
              accountId: env.R2_ACCOUNT_ID,
              accessKeyId: env.R2_ACCESS_KEY_ID,
              secretAccessKey: env.R2_SECRET_ACCESS_KEY,
              bucket: env.R2_BUCKET_NAME,
            },
    });
    return { ...uploads, turnstile: readTurnstileConfig(env) };
  });
}
