import { z } from "zod";
import { DeploymentEnvironmentSchema, isDevelopment } from "#domain/config/deployment-environment";
import type { QueuesBindings } from "../env";
import { createLocalOcrDriver } from "./local-ocr-driver";
import { createMindeeOcrDriver } from "./mindee-ocr-driver";
import type { OcrDriver } from "./ocr-driver";

const OcrConfigSchema = z
  .discriminatedUnion("OCR_DRIVER", [
    z.object({ ENVIRONMENT: DeploymentEnvironmentSchema, OCR_DRIVER: z.literal("local") }),
    z.object({
      ENVIRONMENT: DeploymentEnvironmentSchema,
      OCR_DRIVER: z.literal("mindee"),
      MINDEE_API_KEY: z.string().min(1),
      MINDEE_API_URL: z.url().default("https://api.mindee.net"),
    }),
  ])
  // Decision 0014's rule: the local driver reads only a PDF's text layer, a scanned card not at all;
  // deployed, it would quietly suggest nothing for every identity card.
  .refine((config) => config.OCR_DRIVER !== "local" || isDevelopment(config.ENVIRONMENT) || config.ENVIRONMENT === "test", {
    message: "OCR_DRIVER=local reads only PDF text: only for development and tests",
    path: ["OCR_DRIVER"],
  });

export type OcrConfig = z.infer<typeof OcrConfigSchema>;

/**
 * Read when an OCR job runs, not with the e-mail configuration: a deployment without Mindee's key still
 * sends its e-mails, and its OCR jobs fail (recorded on the document) until the key is set.
 */
/** The queue Worker's settings the OCR driver reads. */
export type OcrBindings = Pick<QueuesBindings, "ENVIRONMENT" | "OCR_DRIVER" | "MINDEE_API_KEY" | "MINDEE_API_URL">;

export function readOcrConfig(env: OcrBindings): OcrConfig {
  const environment = DeploymentEnvironmentSchema.parse(env.ENVIRONMENT);
  return OcrConfigSchema.parse({
    ENVIRONMENT: environment,
    OCR_DRIVER: env.OCR_DRIVER ?? (isDevelopment(environment) ? "local" : "mindee"),
    MINDEE_API_KEY: env.MINDEE_API_KEY,
    MINDEE_API_URL: env.MINDEE_API_URL,
  });
}

export function createOcrDriver(config: OcrConfig): OcrDriver {
  switch (config.OCR_DRIVER) {
    case "local":
      return createLocalOcrDriver();
    case "mindee":
      return createMindeeOcrDriver({ apiUrl: config.MINDEE_API_URL, apiKey: config.MINDEE_API_KEY });
  }
}
