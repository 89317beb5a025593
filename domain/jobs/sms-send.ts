import { z } from "zod";
import type { JobDefinition } from "./job-envelope";

/** Send one queued SMS (its row holds the number and the text); a redelivery finds it already sent. */
export const SmsSendJob = {
  type: "sms.send",
  version: 1,
  schema: z.object({ sms_message_id: z.number().int().positive() }),
} as const satisfies JobDefinition<z.ZodType>;
