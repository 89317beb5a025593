import { z } from "zod";
import type { JobDefinition } from "./job-envelope";

/**
 * An SMS a worker sent us, as the webhook (or /v1/dev/sms/inbound) received it: verified, then enqueued
 * raw so the webhook answers the provider at once (ARCHITECTURE: webhooks verify and enqueue). The
 * provider's message id makes a redelivered webhook, or a redelivered queue message, count once.
 */
export const SmsInboundJob = {
  type: "sms.inbound",
  version: 1,
  schema: z.object({
    provider: z.enum(["smsfactor", "local"]),
    provider_message_id: z.string().min(1).max(100),
    from: z.string().min(1).max(40),
    to: z.string().max(40).nullable(),
    text: z.string().max(2000),
    received_at: z.iso.datetime(),
  }),
} as const satisfies JobDefinition<z.ZodType>;

export type SmsInboundPayload = z.infer<typeof SmsInboundJob.schema>;
