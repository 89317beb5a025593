import { z } from "zod";

export const DEPLOYMENT_ENVIRONMENTS = ["development", "test", "staging", "production"] as const;
export type DeploymentEnvironment = (typeof DEPLOYMENT_ENVIRONMENTS)[number];

/**
 * The ENVIRONMENT variable of the functions and queues Workers. Missing or unknown reads as
 * `production`, the strictest: a forgotten or misspelt variable must never open the development
 * helpers (decision 0014). Only the local wrangler.toml says `development`.
 */
export const DeploymentEnvironmentSchema = z.enum(DEPLOYMENT_ENVIRONMENTS).catch("production");

/** Development helpers (/v1/dev/*, the local e-mail driver by default) exist only here. */
export function isDevelopment(environment: DeploymentEnvironment): boolean {
  return environment === "development";
}
