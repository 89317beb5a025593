import { AppError } from "#domain/errors/app-error";
import { enqueueJob } from "#features/jobs/enqueue-job";
import { SmsInboundJob } from "#features/sms/sms-inbound-job";
import { isSameSecret } from "../access/same-secret";
import type { SmsContext } from "./sms-context";

export interface InboundMessage {
  id: string;
  from: string;
  to: string | null;
  text: string;
}

/**
 * An SMS a worker sent us, as the provider's webhook delivers it (decision 0021): the token is
 * checked in constant time (401 otherwise, or without a token configured), then the message goes to
 * the queue as it came; the consumer runs `receiveInboundSms`, so the provider gets its answer at once.
 */
export async function acceptInboundSms(
  context: SmsContext,
  input: { presentedToken: string; readMessage: () => Promise<InboundMessage> },
): Promise<void> {
  const expected = context.bindings.SMS_WEBHOOK_TOKEN;
  if (!expected || !(await isSameSecret(input.presentedToken, expected))) throw new AppError("unauthenticated", "Invalid webhook token");
  // Read once the caller is known to be the provider: a stranger learns nothing of the body's rules.
  const { id, from, to, text } = await input.readMessage();
  await enqueueJob(context.bindings.JOBS, SmsInboundJob, {
    provider: "smsfactor",
    provider_message_id: id,
    from,
    to,
    text,
    received_at: context.now.toISOString(),
  });
}
