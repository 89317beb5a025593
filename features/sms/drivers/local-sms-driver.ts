import type { Database } from "#db/client";
import { recordOutboxMessage } from "#db/outbox/record-outbox-message";
import type { SmsDriver } from "./sms-driver";

/** Sends nothing: records the SMS where the dev page (/dev/sms) shows it, once per idempotency key. */
export function createLocalSmsDriver({ db, now }: { db: Database; now: Date }): SmsDriver {
  return {
    async send(message) {
      await recordOutboxMessage(
        db,
        {
          channel: "sms",
          idempotencyKey: message.idempotencyKey,
          recipient: message.to,
          subject: null,
          body: message.text,
        },
        now,
      );
      return { providerMessageId: `local:${message.idempotencyKey}` };
    },
  };
}
