import { z } from "zod";
import { DeploymentEnvironmentSchema } from "#domain/config/deployment-environment";
import type { Bindings } from "#features/platform/bindings";
import { chosenDriver, environmentOf, localDriversAllowed, refuseLocalDeployed } from "#features/platform/local-drivers";
import { parsedOnce } from "#features/platform/parsed-once";

// MULTIPOSTING_DRIVER (decision 0046): `talentplug` (its partner web service; our partner key is the
// secret TALENTPLUG_API_KEY) or `local` (development and tests only: records the offers for
// /dev/multiposting). MULTIPOSTING_CREDENTIALS_KEYS encrypts the agencies' passwords at rest: a
// comma-separated list of `id:base64 key` (32 bytes each), the first encrypting, all reading.

/** Known to anyone who reads this file: good for a local machine and the tests, nowhere else. */
export const DEVELOPMENT_CREDENTIALS_KEYS = "dev:ZGV2ZWxvcG1lbnQtb25seS1tdWx0aXBvc3RpbmctayE=";

const KeyRingSchema = z
  .string()
  .min(1)
  .transform((text, ctx) => {
    const keys: { id: string; key: string }[] = [];
    for (const entry of text.split(",").map((part) => part.trim())) {
      const [id, key] = entry.split(":");
      const bytes = key ? atob(key).length : 0;
      if (!id || !/^[\w.-]{1,32}$/.test(id) || bytes !== 32) {
        ctx.addIssue({ code: "custom", message: "each entry is id:base64 of 32 bytes" });
        return z.NEVER;
      }
      keys.push({ id, key: key! });
    }
    if (new Set(keys.map((entry) => entry.id)).size !== keys.length) {
      ctx.addIssue({ code: "custom", message: "key ids must differ" });
      return z.NEVER;
    }
    return keys;
  });

const Common = { ENVIRONMENT: DeploymentEnvironmentSchema, MULTIPOSTING_CREDENTIALS_KEYS: KeyRingSchema };

const MultipostingConfigSchema = refuseLocalDeployed(
  z
    .discriminatedUnion("MULTIPOSTING_DRIVER", [
      z.object({ ...Common, MULTIPOSTING_DRIVER: z.literal("local") }),
      z.object({
        ...Common,
        MULTIPOSTING_DRIVER: z.literal("talentplug"),
        TALENTPLUG_URL: z.url().default("https://v2.mytalentplug.com/webservice/WebService.asmx"),
        TALENTPLUG_API_KEY: z.string().min(1),
      }),
    ])
    .refine(
      (config) =>
        localDriversAllowed(config.ENVIRONMENT) ||
        !config.MULTIPOSTING_CREDENTIALS_KEYS.some((entry) => `${entry.id}:${entry.key}` === DEVELOPMENT_CREDENTIALS_KEYS),
      {
        message: "MULTIPOSTING_CREDENTIALS_KEYS must not hold the development key outside development",
        path: ["MULTIPOSTING_CREDENTIALS_KEYS"],
      },
    ),
  "MULTIPOSTING_DRIVER",
  (config) => config.MULTIPOSTING_DRIVER,
  "publishes nothing",
);

export type MultipostingConfig = z.infer<typeof MultipostingConfigSchema>;

/** The settings both Workers read: the API checks credentials and encrypts them, the queue Worker publishes. */
export type MultipostingBindings = Pick<
  Bindings,
  "ENVIRONMENT" | "MULTIPOSTING_DRIVER" | "TALENTPLUG_URL" | "TALENTPLUG_API_KEY" | "MULTIPOSTING_CREDENTIALS_KEYS"
>;

/**
 * The multiposting provider's one configuration, parsed once per bindings object when the first offer
 * or credentials call needs it: a deployment without its keys fails there, loudly, and nowhere else.
 */
export function readMultipostingConfig(env: MultipostingBindings): MultipostingConfig {
  return parsedOnce(env, readMultipostingConfig, () => {
    const environment = environmentOf(env);
    return MultipostingConfigSchema.parse({
      ENVIRONMENT: environment,
      MULTIPOSTING_DRIVER: chosenDriver(env.MULTIPOSTING_DRIVER, environment, "talentplug"),
      TALENTPLUG_URL: env.TALENTPLUG_URL,
      TALENTPLUG_API_KEY: env.TALENTPLUG_API_KEY,
      MULTIPOSTING_CREDENTIALS_KEYS:
        env.MULTIPOSTING_CREDENTIALS_KEYS ?? (localDriversAllowed(environment) ? DEVELOPMENT_CREDENTIALS_KEYS : undefined),
    });
  });
}
