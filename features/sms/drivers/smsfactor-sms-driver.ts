import { z } from "zod";
import { PermanentJobError, RetryableJobError } from "#features/jobs/job-errors";
import type { SmsDriver } from "./sms-driver";

/** Longer than SMSFactor ever takes to answer, well under the claim's lease (db/sms/claim-sms-message.ts). */
const REQUEST_TIMEOUT_MS = 15_000;

// SMSFactor answers 200 with its own status: 1 when accepted, negative codes otherwise; `ticket`
// identifies the send (one recipient per call here, so one message) in its delivery reports.
const SendAnswerSchema = z.object({
  status: z.number(),
  message: z.string().optional(),
  ticket: z.union([z.string(), z.number()]).optional(),
  invalid: z.number().optional(),
  blacklisted: z.number().optional(),
  npai: z.number().optional(),
});

/**
 * SMSFactor's REST API by plain fetch: `POST /send` with the bearer token and the JSON shape of its
 * documentation (`sms.message.text`, `sms.recipients.gsm[{gsmsmsid, value}]`). `gsmsmsid` carries our
 * idempotency key: it comes back in the delivery report, and the provider holds one message per id
 * (decision 0020 on what that covers). Transactional push type: no STOP mention is added.
 */
export function createSmsFactorSmsDriver(options: { apiUrl: string; apiToken: string; sender?: string | undefined }): SmsDriver {
  return {
    async send(message) {
      let response: Response;
      try {
        response = await fetch(new URL("/send", options.apiUrl), {
          method: "POST",
          headers: { Authorization: `Bearer ${options.apiToken}`, "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({
            sms: {
              message: { text: message.text, pushtype: "alert", ...(options.sender ? { sender: options.sender } : {}) },
              recipients: { gsm: [{ gsmsmsid: message.idempotencyKey, value: message.to.replace(/^\+/, "") }] },
            },
          }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        // A timeout or a dropped connection: the provider may or may not have it; the retry sends the
        // same gsmsmsid.
        throw new RetryableJobError(`SMSFactor unreachable: ${error instanceof Error ? error.name : "error"}`);
      }
      if (response.status === 429 || response.status >= 500 || response.status === 401 || response.status === 403) {
        // Busy, down, or a token being rotated: all pass with time; the messages wait in the queue.
        throw new RetryableJobError(`SMSFactor answered ${response.status}`);
      }
      if (!response.ok) throw new PermanentJobError(`SMSFactor refused the SMS: ${response.status}`);
      const answer = SendAnswerSchema.safeParse(await response.json().catch(() => null));
      if (!answer.success) throw new RetryableJobError("SMSFactor answered something unreadable");
      const { status, ticket, invalid, blacklisted, npai } = answer.data;
      if (status !== 1 || (invalid ?? 0) + (blacklisted ?? 0) + (npai ?? 0) > 0) {
        throw new PermanentJobError(`SMSFactor refused the SMS: status ${status} ${answer.data.message ?? ""}`.trim());
      }
      return { providerMessageId: ticket === undefined ? null : String(ticket) };
    },
  };
}
