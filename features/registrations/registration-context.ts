import type { LivePublisher } from "../notifications/live-publisher";
import type { RegistrationConfig } from "./registration-config";
import type { OcrDriver } from "../ocr/ocr-driver";
import type { RequestClient } from "../auth/auth-context";
import type { PublicOperationContext } from "../operation-context";

/**
 * A public registration's operations (decision 0032): nobody is signed in; the client's address
 * goes to Turnstile, the upload settings and Turnstile keys are the registration's own, the live
 * publisher pushes notification 3, and the OCR driver reads an express CV (built when first asked,
 * so a deployment without Mindee's key still registers candidates).
 */
export type RegistrationContext = PublicOperationContext & {
  client: RequestClient;
  registration: RegistrationConfig;
  live: LivePublisher;
  ocr: () => OcrDriver;
};
