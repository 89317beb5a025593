import type { Database } from "#db/client";
import { recordOutboxMessage } from "#db/outbox/record-outbox-message";
import type { EmailDriver } from "./email-driver";

/** Sends nothing: records the e-mail where the dev page (/dev/outbox) shows it. */
export function createLocalEmailDriver({ db, now }: { db: Database; now: Date }): EmailDriver {
  return {
    async send(message) {
      await recordOutboxMessage(
        db,
        {
          channel: "email",
          idempotencyKey: message.idempotencyKey,
          recipient: message.to,
          subject: message.subject,
          // The attachments are named under the text, and kept by their storage key: /dev/outbox opens them.
          body: message.attachments?.length
            ? `${message.text}\n\n${message.attachments.map((attachment) => `[${attachment.filename}]`).join("\n")}`
            : message.text,
          attachments: message.attachments,
        },
        now,
      );
    },
  };
}
