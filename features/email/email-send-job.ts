import { defineJob, RETRY } from "../jobs/define-job";
import { createEmailDriver } from "./create-email-driver";
import { readEmailConfig } from "./email-config";
import { EmailSendPayloadSchema } from "./email-message";

/** A queued e-mail (CONVENTIONS §7). The idempotency key makes a redelivery send nothing twice. */
export const EmailSendJob = defineJob({
  type: "email.send",
  version: 1,
  schema: EmailSendPayloadSchema,
  retry: RETRY.provider,
  // The producer names the e-mail (a reset link, a confirmation to one contact): the local driver's
  // unique outbox key and Resend's Idempotency-Key both use it.
  idempotencyKey: (payload) => payload.idempotencyKey,
  handle: (payload, context) => createEmailDriver(readEmailConfig(context.env), context, context.env.FILES).send(payload),
});
