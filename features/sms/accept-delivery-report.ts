import { AppError } from "#domain/errors/app-error";
import { enqueueJob } from "#features/jobs/enqueue-job";
import { SmsDeliveryReportJob } from "#features/sms/delivery-report-job";
import { readSmsConfig } from "./sms-config";
import { isSignedByProvider } from "./webhook-signature";
import type { SmsContext } from "./sms-context";

/**
 * The provider's delivery report: the signature header is checked against the delivery webhook's own
 * secret (decision 0043), then the report goes to the queue as it came; the consumer parses and
 * applies it (a slow database never makes the provider time out and resend). No secret configured
 * means no webhook: 404, like a missing route.
 */
export async function acceptDeliveryReport(
  context: SmsContext,
  input: { signature: string | undefined; rawBody: string; fields: Record<string, string> },
) {
  const secret = readSmsConfig(context.bindings).SMS_DELIVERY_WEBHOOK_SECRET;
  if (!secret) throw new AppError("not_found", "Resource does not exist");
  if (!(await isSignedByProvider(secret, input.signature, input.rawBody))) {
    throw new AppError("unauthenticated", "Invalid webhook signature");
  }
  await enqueueJob(context.bindings.JOBS, SmsDeliveryReportJob, {
    provider: "smsfactor",
    received_at: context.now.getTime(),
    fields: input.fields,
  });
}
