import { z } from "zod";

export interface QueuesBindings {
  DB: D1Database;
  ENVIRONMENT?: string;
  EMAIL_DRIVER?: string;
  EMAIL_FROM?: string;
  RESEND_API_KEY?: string;
  RESEND_API_URL?: string;
}

const ConfigSchema = z.discriminatedUnion("EMAIL_DRIVER", [
  z.object({ EMAIL_DRIVER: z.literal("local"), EMAIL_FROM: z.string().min(3) }),
  z.object({
    EMAIL_DRIVER: z.literal("resend"),
    EMAIL_FROM: z.string().min(3),
    RESEND_API_KEY: z.string().min(1),
    RESEND_API_URL: z.url().default("https://api.resend.com"),
  }),
]);

export type QueuesConfig = z.infer<typeof ConfigSchema>;

const parsed = new WeakMap<object, QueuesConfig>();

/** Parsed once per bindings object; an unknown driver fails the first batch, not a later send. */
export function readConfig(env: QueuesBindings): QueuesConfig {
  let config = parsed.get(env);
  if (!config) {
    config = ConfigSchema.parse({
      EMAIL_DRIVER: env.EMAIL_DRIVER ?? "local",
      EMAIL_FROM: env.EMAIL_FROM ?? "Intérim <no-reply@interim.example>",
      RESEND_API_KEY: env.RESEND_API_KEY,
      RESEND_API_URL: env.RESEND_API_URL,
    });
    parsed.set(env, config);
  }
  return config;
}
