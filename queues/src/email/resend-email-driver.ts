import { z } from "zod";
import type { EmailSendPayload } from "#domain/jobs/email-send";
import type { EmailDriver } from "./email-driver";
import { PermanentJobError, RetryableJobError } from "../jobs/job-errors";

/** Where attachments are read from: the R2 bucket (only the part used, so Node tests can fake it). */
export interface AttachmentStore {
  get(key: string): Promise<{ arrayBuffer(): Promise<ArrayBuffer> } | null>;
}

const SentAnswerSchema = z.object({ id: z.string() });

/**
 * Resend's REST API by plain fetch. The idempotency key makes Resend itself drop a second send of
 * the same message, so a redelivered queue message never reaches the inbox twice.
 */
export function createResendEmailDriver(options: { apiUrl: string; apiKey: string; from: string; files?: AttachmentStore }): EmailDriver {
  return {
    async send(message) {
      const attachments = message.attachments?.length ? await readAttachments(options.files, message.attachments) : undefined;
      const response = await fetch(new URL("/emails", options.apiUrl), {
        method: "POST",
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          "Content-Type": "application/json",
          "Idempotency-Key": message.idempotencyKey,
        },
        body: JSON.stringify({ from: options.from, to: [message.to], subject: message.subject, text: message.text, attachments }),
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

type Attachment = NonNullable<EmailSendPayload["attachments"]>[number];

/** Resend takes an attachment's bytes as base64 in the JSON body (its `attachments[].content`). */
async function readAttachments(files: AttachmentStore | undefined, attachments: Attachment[]) {
  if (!files) throw new PermanentJobError("An e-mail with attachments needs the FILES bucket");
  return Promise.all(
    attachments.map(async (attachment) => {
      const object = await files.get(attachment.fileKey);
      // The document was deleted after the send was asked: nothing left to send, retrying cannot help.
      if (!object) throw new PermanentJobError(`Attachment ${attachment.fileKey} is gone`);
      return {
        filename: attachment.filename,
        content: base64Of(new Uint8Array(await object.arrayBuffer())),
        content_type: attachment.contentType,
      };
    }),
  );
}

function base64Of(bytes: Uint8Array) {
  let binary = "";
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}
