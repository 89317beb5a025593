import { Receiver } from "@upstash/qstash";
import { AppError } from "#domain/errors/app-error";
import { readSmsConfig } from "#functions/src/sms/sms-config";
import { QSTASH_CALLBACK_PATH } from "#functions/src/sms/sms-scheduler";
import { enqueueSmsSends } from "./queue-sms-messages";
import type { SmsContext } from "./sms-context";
import { z } from "zod";

const CallbackSchema = z.object({ sms_message_ids: z.array(z.number().int().positive()).min(1).max(2000) });

/**
 * QStash's call at a far-future SMS's time: the signature (a JWT over the URL and the body's SHA-256)
 * is checked with the current then the next signing key, then the rows go on the queue like any
 * other send. A replayed call enqueues again, and the consumer's claim still sends each row once.
 */
export async function releaseScheduledSms(context: SmsContext, input: { signature: string | undefined; rawBody: string }) {
  const config = readSmsConfig(context.bindings);
  if (config.SMS_SCHEDULER !== "qstash" || !config.QSTASH_CURRENT_SIGNING_KEY || !config.QSTASH_NEXT_SIGNING_KEY) {
    throw new AppError("not_found", "Resource does not exist");
  }
  const receiver = new Receiver({ currentSigningKey: config.QSTASH_CURRENT_SIGNING_KEY, nextSigningKey: config.QSTASH_NEXT_SIGNING_KEY });
  const url = new URL(QSTASH_CALLBACK_PATH, config.PUBLIC_APP_URL).toString();
  const valid = input.signature
    ? await receiver.verify({ signature: input.signature, body: input.rawBody, url, clockTolerance: 5 }).catch(() => false)
    : false;
  if (!valid) throw new AppError("unauthenticated", "Invalid QStash signature");
  let json: unknown;
  try {
    json = JSON.parse(input.rawBody);
  } catch {
    throw new AppError("malformed_request", "Malformed request");
  }
  const body = CallbackSchema.safeParse(json);
  if (!body.success)
    throw new AppError("validation_failed", "Invalid input", {
      fields: [{ field: "sms_message_ids", reason: "invalid", message: "sms_message_ids" }],
    });
  await enqueueSmsSends(context.bindings.JOBS, body.data.sms_message_ids);
  return { enqueued: body.data.sms_message_ids.length };
}
