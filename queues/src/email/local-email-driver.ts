import type { Database } from "../../../db/client";
import { recordOutboxMessage } from "../../../db/outbox/record-outbox-message";
import type { EmailDriver } from "./email-driver";

/** Sends nothing: records the e-mail where the dev page (/dev/outbox) shows it. */
export function createLocalEmailDriver(db: Database): EmailDriver {
  return {
    async send(message) {
      await recordOutboxMessage(db, {
        channel: "email",
        idempotencyKey: message.idempotencyKey,
        recipient: message.to,
        subject: message.subject,
        body: message.text,
      });
    },
  };
}
