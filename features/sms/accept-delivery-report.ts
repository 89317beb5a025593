import { AppError } from "#domain/errors/app-error";
import { enqueueJob } from "#features/jobs/enqueue-job";
import { SmsDeliveryReportJob } from "#features/sms/delivery-report-job";
import { isSameSecret } from "../access/same-secret";
import type { SmsContext } from "./sms-context";

/**
 * The provider's delivery report: the token is checked in constant time, then the report goes to
 * the queue as it came; the consumer parses and applies it (a slow database never makes the
 * provider time out and resend). No token configured means no webhook: 404, like a missing route.
 */
export async function acceptDeliveryReport(
  context: SmsContext & { expectedToken: string | undefined },
  input: { presentedToken: string | undefined; fields: Record<string, string> },
) {
  if (!context.expectedToken) throw new AppError("not_found", "Resource does not exist");
  if (!input.presentedToken || !(await isSameSecret(input.presentedToken, context.expectedToken))) {
    throw new AppError("unauthenticated", "Invalid webhook token");
  }
  await enqueueJob(context.bindings.JOBS, SmsDeliveryReportJob, {
    provider: "smsfactor",
    received_at: context.now.getTime(),
    fields: input.fields,
  });
}
