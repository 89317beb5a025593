import type { z } from "zod";
import type { FieldError } from "#domain/errors/app-error";
import { WorkerCreateSchema } from "#domain/workers/worker-schemas";
import { fieldMessageOf, fieldMessagesFromZod, fieldMessagesOf } from "#web/app/lib/field-messages";
import type { FieldMessages, RefusalMessage } from "#web/app/lib/forms/refusal";
import { workerInputFromForm } from "./worker-form-values";

// The worker rules refuse with stable codes (domain/french: "nir_key", "phone_prefix", "iban_checksum"…;
// domain/workers/worker-rules: "email_or_mobile_required"), said by the one table of lib/field-messages.ts,
// whether the browser's check or /v1's 422 / 409 found it. The worker form only words "too short" its way.

/** The message of one refused field of the worker form. */
export function workerFieldMessage(refusal: FieldError): RefusalMessage {
  const message = fieldMessageOf(refusal);
  // Every worker text has a 2-character minimum (spec 000 §5): saying so beats "too short".
  if (message.key === "validation.tooShort" && refusal.field !== "favorite_jobs") return { key: "workers.profile.fieldErrors.tooShort" };
  return message;
}

/** The first refusal of each field ("favorite_jobs.1" is the second job's input). */
export function workerFieldMessages(refusals: readonly FieldError[]): FieldMessages {
  return fieldMessagesOf(refusals, { messageOf: workerFieldMessage });
}

/**
 * The refusals of the browser's (or the action's) zod check. A field the input lacks reads "required"
 * whatever the rule; a cross-field rule (e-mail or mobile) keeps its own message.
 */
export function workerFieldMessagesFromZod(error: z.ZodError, input: Record<string, unknown>): FieldMessages {
  return fieldMessagesFromZod(error, input, { messageOf: workerFieldMessage });
}

/** The worker form's refusals by the schema /v1 applies (WorkerCreateSchema), the browser's check on Conform. */
export function checkWorkerForm(formData: FormData, spaceId: number): FieldMessages {
  const input = workerInputFromForm(formData);
  const parsed = WorkerCreateSchema.safeParse({ ...input, space_id: spaceId });
  return parsed.success ? {} : workerFieldMessagesFromZod(parsed.error, input);
}
