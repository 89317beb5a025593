import { z } from "zod";

/** An e-mail as a producer asks for it and a driver sends it. */
export const EmailSendPayloadSchema = z.object({
  idempotencyKey: z.string().min(1).max(200),
  to: z.email(),
  subject: z.string().min(1).max(300),
  text: z.string().min(1).max(20_000),
  /**
   * Files sent with the e-mail, by their storage key: a queue message is capped at 128 KB, a CV is
   * not, so the consumer reads the bytes from R2 when it sends.
   */
  attachments: z
    .array(z.object({ fileKey: z.string().min(1).max(200), filename: z.string().min(1).max(255), contentType: z.string().min(1).max(100) }))
    .max(5)
    .optional(),
});

export type EmailSendPayload = z.infer<typeof EmailSendPayloadSchema>;
