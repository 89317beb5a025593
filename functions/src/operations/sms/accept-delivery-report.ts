import { AppError } from "#domain/errors/app-error";
import { buildJob } from "#domain/jobs/job-envelope";
import { SmsDeliveryReportJob } from "#domain/jobs/sms-delivery-report";
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
  if (!input.presentedToken || !(await sameSecret(input.presentedToken, context.expectedToken))) {
    throw new AppError("unauthenticated", "Invalid webhook token");
  }
  await context.env.JOBS.send(
    buildJob(SmsDeliveryReportJob, { provider: "smsfactor", received_at: context.now.getTime(), fields: input.fields }),
    { contentType: "json" },
  );
}

/** Compares two secrets in constant time: both are hashed first, so their lengths do not leak either. */
async function sameSecret(presented: string, expected: string) {
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([
    crypto.subtle.digest("SHA-256", encoder.encode(presented)),
    crypto.subtle.digest("SHA-256", encoder.encode(expected)),
  ]);
  return crypto.subtle.timingSafeEqual(a, b);
}
