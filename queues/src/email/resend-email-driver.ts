import { z } from "zod";
import type { EmailDriver } from "./email-driver";
import { PermanentJobError, RetryableJobError } from "../jobs/job-errors";

const SentAnswerSchema = z.object({ id: z.string() });

/**
 * Resend's REST API by plain fetch. The idempotency key makes Resend itself drop a second send of
 * the same message, so a redelivered queue message never reaches the inbox twice.
 */
export function createResendEmailDriver(options: { apiUrl: string; apiKey: string; from: string }): EmailDriver {
  return {
    async send(message) {
      const response = await fetch(new URL("/emails", options.apiUrl), {
        method: "POST",
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          "Content-Type": "application/json",
          "Idempotency-Key": message.idempotencyKey,
        },
        body: JSON.stringify({ from: options.from, to: [message.to], subject: message.subject, text: message.text }),
      });
      if (response.status === 429 || response.status >= 500) {
        throw new RetryableJobError(`Resend answered ${response.status}`);
      }
      if (!response.ok) {
        throw new PermanentJobError(`Resend refused the e-mail: ${response.status} ${await response.text()}`);
      }
      SentAnswerSchema.parse(await response.json());
    },
  };
}
