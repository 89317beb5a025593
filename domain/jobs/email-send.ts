import { z } from "zod";

/** A queued e-mail (CONVENTIONS §7). The idempotency key makes a redelivery send nothing twice. */
export const EmailSendJob = {
  type: "email.send",
  version: 1,
  schema: z.object({
    idempotencyKey: z.string().min(1).max(200),
    to: z.email(),
    subject: z.string().min(1).max(300),
    text: z.string().min(1).max(20_000),
  }),
} as const;

export type EmailSendPayload = z.infer<typeof EmailSendJob.schema>;
