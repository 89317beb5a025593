import { Client } from "@upstash/qstash";
import type { SmsConfig } from "./sms-config";

/** Where a far-future SMS waits until its time: QStash, or (development) its own row. */
export interface SmsScheduler {
  readonly kind: "qstash" | "local";
  /** Asks for `/v1/sms/qstash` to be called with these rows at `at`; the callback enqueues them. */
  schedule(smsIds: readonly number[], at: Date, deduplicationId: string): Promise<void>;
}

export const QSTASH_CALLBACK_PATH = "/v1/sms/qstash";

export function createSmsScheduler(config: SmsConfig): SmsScheduler {
  if (config.SMS_SCHEDULER === "local") {
    // The stand-in: the row stays `scheduled` with its send_at; nothing calls back in development.
    return { kind: "local", schedule: async () => {} };
  }
  if (!config.QSTASH_TOKEN) throw new Error("SMS_SCHEDULER=qstash needs the QSTASH_TOKEN secret");
  const client = new Client({ token: config.QSTASH_TOKEN, baseUrl: config.QSTASH_URL });
  const url = new URL(QSTASH_CALLBACK_PATH, config.PUBLIC_APP_URL).toString();
  return {
    kind: "qstash",
    async schedule(smsIds, at, deduplicationId) {
      await client.publishJSON({
        url,
        body: { sms_message_ids: smsIds },
        notBefore: Math.ceil(at.getTime() / 1000),
        // A retried API call publishes nothing twice; the consumer's claim would stop a double anyway.
        deduplicationId,
        retries: 3,
      });
    },
  };
}
