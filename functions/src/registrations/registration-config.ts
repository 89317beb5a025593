import { z } from "zod";
import { DeploymentEnvironmentSchema, type DeploymentEnvironment } from "#domain/config/deployment-environment";
import type { FunctionsBindings } from "../env";
import { TURNSTILE_TEST_KEYS } from "./turnstile-test-keys";

// The public registration's settings (decision 0032), read apart from the general config so that a
// deployment without R2 or Turnstile keys still answers every other route; the public routes fail
// loudly instead (decision 0014's rule: a local stand-in never runs in a deployment).

/** The local signed URLs' key where nothing else is set: development and tests only. */
const LOCAL_SIGNING_SECRET = "interim-local-upload-signing-secret-not-for-deployments";

const isLocal = (environment: DeploymentEnvironment) => environment === "development" || environment === "test";

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
    turnstile: z.object({ siteKey: z.string().min(1), secretKey: z.string().min(1), verifyUrl: z.url() }),
  })
  .refine((config) => config.uploads.driver !== "local" || isLocal(config.environment), {
    message: "UPLOAD_DRIVER=local serves uploads through the Worker: only for development and tests",
    path: ["uploads"],
  })
  .refine((config) => config.turnstile.secretKey !== TURNSTILE_TEST_KEYS.secretKey || isLocal(config.environment), {
    message: "Turnstile's test secret lets every bot through: only for development and tests",
    path: ["turnstile"],
  });

export type RegistrationConfig = z.infer<typeof RegistrationConfigSchema>;
export type RegistrationBindings = Pick<
  FunctionsBindings,
  | "ENVIRONMENT"
  | "UPLOAD_DRIVER"
  | "UPLOAD_SIGNING_SECRET"
  | "R2_ACCOUNT_ID"
  | "R2_ACCESS_KEY_ID"
  | "R2_SECRET_ACCESS_KEY"
  | "R2_BUCKET_NAME"
  | "TURNSTILE_SITE_KEY"
  | "TURNSTILE_SECRET_KEY"
  | "TURNSTILE_VERIFY_URL"
>;

const parsed = new WeakMap<object, RegistrationConfig>();

/** Without UPLOAD_DRIVER: `local` in development and tests, `r2` elsewhere; Turnstile's test keys locally. */
export function readRegistrationConfig(env: RegistrationBindings): RegistrationConfig {
  let config = parsed.get(env);
  if (!config) {
    const environment = DeploymentEnvironmentSchema.parse(env.ENVIRONMENT);
    const local = isLocal(environment);
    const driver = env.UPLOAD_DRIVER ?? (local ? "local" : "r2");
    config = RegistrationConfigSchema.parse({
      environment,
      uploads:
        driver === "local"
          ? { driver, signingSecret: env.UPLOAD_SIGNING_SECRET ?? (local ? LOCAL_SIGNING_SECRET : undefined) }
          : {
              driver,
              accountId: env.R2_ACCOUNT_ID,
              accessKeyId: env.R2_ACCESS_KEY_ID,
              secretAccessKey: env.R2_SECRET_ACCESS_KEY,
              bucket: env.R2_BUCKET_NAME,
            },
      turnstile: {
        siteKey: env.TURNSTILE_SITE_KEY ?? (local ? TURNSTILE_TEST_KEYS.siteKey : undefined),
        secretKey: env.TURNSTILE_SECRET_KEY ?? (local ? TURNSTILE_TEST_KEYS.secretKey : undefined),
        verifyUrl: env.TURNSTILE_VERIFY_URL ?? "https://challenges.cloudflare.com/turnstile/v0/siteverify",
      },
    });
    parsed.set(env, config);
  }
  return config;
}
