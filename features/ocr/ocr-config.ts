import { z } from "zod";
import { DeploymentEnvironmentSchema } from "#domain/config/deployment-environment";
import type { Bindings } from "../platform/bindings";
import { chosenDriver, environmentOf, refuseLocalDeployed } from "../platform/local-drivers";

const OcrConfigSchema = refuseLocalDeployed(
  z.discriminatedUnion("OCR_DRIVER", [
    z.object({ ENVIRONMENT: DeploymentEnvironmentSchema, OCR_DRIVER: z.literal("local") }),
    z.object({
      ENVIRONMENT: DeploymentEnvironmentSchema,
      OCR_DRIVER: z.literal("mindee"),
      MINDEE_API_KEY: z.string().min(1),
      MINDEE_API_URL: z.url().default("https://api.mindee.net"),
    }),
  ]),
  "OCR_DRIVER",
  (config) => config.OCR_DRIVER,
  // Deployed, it would quietly suggest nothing for every scanned identity card.
  "reads only PDF text",
);

export type OcrConfig = z.infer<typeof OcrConfigSchema>;

/** The settings the OCR driver reads (both Workers: the queue's OCR jobs, the API's express reading). */
export type OcrBindings = Pick<Bindings, "ENVIRONMENT" | "OCR_DRIVER" | "MINDEE_API_KEY" | "MINDEE_API_URL">;

/**
 * Read when an OCR job runs, not with the e-mail configuration: a deployment without Mindee's key still
 * sends its e-mails, and its OCR jobs fail (recorded on the document) until the key is set.
 */
export function readOcrConfig(env: OcrBindings): OcrConfig {
  const environment = environmentOf(env);
  return OcrConfigSchema.parse({
    ENVIRONMENT: environment,
    OCR_DRIVER: chosenDriver(env.OCR_DRIVER, environment, "mindee"),
    MINDEE_API_KEY: env.MINDEE_API_KEY,
    MINDEE_API_URL: env.MINDEE_API_URL,
  });
}
