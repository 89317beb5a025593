import { Resend, type ErrorResponse } from "resend";
import { z } from "zod";
import type { EmailSendPayload } from "./email-message";
import type { EmailDriver } from "./email-driver";
import { PermanentJobError, RetryableJobError } from "../jobs/job-errors";

/** Where attachments are read from: the R2 bucket (only the part used, so Node tests can fake it). */
export interface AttachmentStore {
  get(key: string): Promise<{ arrayBuffer(): Promise<ArrayBuffer> } | null>;
}

const SentAnswerSchema = z.object({ id: z.string() });

/**
 * Resend through its SDK. The idempotency key makes Resend itself drop a second
 * send of the same message, so a redelivered queue message never reaches the inbox twice.
 */
export function createResendEmailDriver(options: { apiUrl: string; apiKey: string; from: string; files?: AttachmentStore }): EmailDriver {
  // The host is passed to the constructor, not through the SDK's own RESEND_BASE_URL: that one is read
  // from process.env, which app code does not touch (CONVENTIONS §9), and the option works the same in
  // Node and workerd. Only the origin is kept, as `new URL("/emails", apiUrl)` did before the SDK
  // (the SDK appends "/emails" to the string as it is, so a trailing slash would double it).
  const resend = new Resend(options.apiKey, { baseUrl: new URL(options.apiUrl).origin });
  return {
    async send(message) {
      const attachments = message.attachments?.length ? await readAttachments(options.files, message.attachments) : undefined;
      const { data, error } = await resend.emails.send(
        { from: options.from, to: [message.to], subject: message.subject, text: message.text, attachments },
        { idempotencyKey: message.idempotencyKey },
      );
      if (error) throw failureOf(error);
      SentAnswerSchema.parse(data);
    },
  };
}

/**
 * The SDK does not throw: it returns Resend's error body, whose `statusCode` is the HTTP status (the
 * SDK fills it in itself when the body is not JSON). Without one, the request never got an answer
 * (network failure) or the answer was not Resend's: retried, which the idempotency key makes safe.
 */
function failureOf(error: ErrorResponse) {
  const status = error.statusCode;
  if (status == null || status === 429 || status >= 500) {
    return new RetryableJobError(`Resend answered ${status ?? "nothing"}: ${error.name} ${error.message}`);
  }
  return new PermanentJobError(`Resend refused the e-mail: ${status} ${error.name} ${error.message}`);
}

type Attachment = NonNullable<EmailSendPayload["attachments"]>[number];

/** The bytes go to the SDK as they are; it sends them as base64 (Resend's `attachments[].content`). */
async function readAttachments(files: AttachmentStore | undefined, attachments: Attachment[]) {
  if (!files) throw new PermanentJobError("An e-mail with attachments needs the FILES bucket");
  return Promise.all(
    attachments.map(async (attachment) => {
      const object = await files.get(attachment.fileKey);
      // The document was deleted after the send was asked: nothing left to send, retrying cannot help.
      if (!object) throw new PermanentJobError(`Attachment ${attachment.fileKey} is gone`);
      return { filename: attachment.filename, content: await object.arrayBuffer(), contentType: attachment.contentType };
    }),
  );
}
