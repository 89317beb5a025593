import { z } from "zod";
import type { JobDefinition } from "./job-envelope";

/**
 * A provider's delivery report, enqueued raw by the webhook once its token was checked: the API
 * answers the provider at once and the queue consumer parses and applies it (decision 0020).
 */
export const SmsDeliveryReportJob = {
  type: "sms.delivery_report",
  version: 1,
  schema: z.object({
    provider: z.string().max(40),
    received_at: z.number().int(),
    /** The report as the provider sent it: form fields or JSON, as a flat string map. */
    fields: z.record(z.string().max(100), z.string().max(2000)),
  }),
} as const satisfies JobDefinition<z.ZodType>;

export type SmsDeliveryReportPayload = z.infer<typeof SmsDeliveryReportJob.schema>;
