import { z } from "zod";
import { defineJob, RETRY } from "../jobs/define-job";
import { receiveInboundSms } from "./receive-inbound-sms";

/**
 * An SMS a worker sent us, as the webhook (or /v1/dev/sms/inbound) received it: verified, then enqueued
 * raw so the webhook answers the provider at once (ARCHITECTURE: webhooks verify and enqueue). The
 * provider's message id makes a redelivered webhook, or a redelivered queue message, count once.
 */
export const SmsInboundJob = defineJob({
  type: "sms.inbound",
  version: 1,
  schema: z.object({
    provider: z.enum(["smsfactor", "local"]),
    provider_message_id: z.string().min(1).max(100),
    from: z.string().min(1).max(40),
    to: z.string().max(40).nullable(),
    text: z.string().max(2000),
    received_at: z.iso.datetime(),
    /** The provider's reference to the last message it sent that number (SMSFactor's last_message_id). */
    provider_reference: z.string().max(200).nullable().optional(),
  }),
  retry: RETRY.provider,
  idempotencyKey: (payload) => `sms.inbound:${payload.provider}:${payload.provider_message_id}`,
  async handle(payload, context) {
    const result = await receiveInboundSms({ ...context, bindings: context.env }, payload);
    // A number no worker has (a wrong number, a worker since deleted): nothing to attach it to.
    if (result.outcome === "unknown_sender") console.warn(`inbound SMS ${payload.provider_message_id} from an unknown number, dropped`);
  },
});

export type SmsInboundPayload = z.infer<typeof SmsInboundJob.schema>;
