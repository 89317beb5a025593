import type { Context } from "hono";
import type { AppEnv } from "#functions/src/context";
import { hubPublisher, type LivePublisher } from "#functions/src/notifications/live-publisher";
import { readRegistrationConfig, type RegistrationConfig } from "#functions/src/registrations/registration-config";
import { createOcrDriver, readOcrConfig } from "#queues/src/ocr/create-ocr-driver";
import type { OcrDriver } from "#queues/src/ocr/ocr-driver";
import { requestClientOf, type RequestClient } from "../auth/auth-context";
import { publicOperationContextOf, type PublicOperationContext } from "../operation-context";

/**
 * A public registration's operations (issue 15; decision 0032): nobody is signed in; the client's address
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's context, whatever its inputs
type AnyContext = Context<AppEnv, any, any>;

export function registrationContextOf(c: AnyContext): RegistrationContext {
  return {
    ...publicOperationContextOf(c),
    client: requestClientOf(c),
    registration: readRegistrationConfig(c.env),
    live: hubPublisher(c.env.NOTIFICATIONS),
    ocr: () => createOcrDriver(readOcrConfig(c.env)),
  };
}
