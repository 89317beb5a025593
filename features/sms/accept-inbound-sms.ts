import { AppError } from "#domain/errors/app-error";
import { enqueueJob } from "#features/jobs/enqueue-job";
import { SmsInboundJob } from "#features/sms/sms-inbound-job";
import { readSmsConfig } from "./sms-config";
import { isSignedByProvider } from "./webhook-signature";
import type { SmsContext } from "./sms-context";

export interface InboundMessage {
  id: string;
  from: string;
  to: string | null;
  text: string;
  /** SMSFactor's `last_message_id`: the gsmsmsid of the last message sent to that number. */
  reference: string | null;
}

/**
 * An SMS a worker sent us, as the provider's webhook delivers it (decisions 0021, 0043): the signature
 * header is checked against the inbound webhook's own secret (401 otherwise, or without a secret
 * configured), then the message goes to the queue as it came; the consumer runs `receiveInboundSms`,
 * so the provider gets its answer at once.
 */
export async function acceptInboundSms(
  context: SmsContext,
  input: { signature: string | undefined; rawBody: string; readMessage: () => Promise<InboundMessage> },
): Promise<void> {
  const secret = readSmsConfig(context.bindings).SMS_INBOUND_WEBHOOK_SECRET;
  if (!(await isSignedByProvider(secret, input.signature, input.rawBody)))
    throw new AppError("unauthenticated", "Invalid webhook signature");
  // Read once the caller is known to be the provider: a stranger learns nothing of the body's rules.
  const { id, from, to, text, reference } = await input.readMessage();
  await enqueueJob(context.bindings.JOBS, SmsInboundJob, {
    provider: "smsfactor",
    provider_message_id: id,
    from,
    to,
    text,
    received_at: context.now.toISOString(),
    provider_reference: reference,
  });
}
