import { z } from "zod";
import type { JobDefinition } from "./job-envelope";

/**
 * Send one stored outbound SMS (sms_messages row). The row holds everything else, so a redelivered
 * or late message reads the current state and sends nothing twice (decision 0020).
 */
export const SmsSendJob = {
  type: "sms.send",
  version: 1,
  schema: z.object({ sms_message_id: z.number().int().positive() }),
} as const satisfies JobDefinition<z.ZodType>;

export type SmsSendPayload = z.infer<typeof SmsSendJob.schema>;
