import { publicOperationContextOf, withSmsBindings } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { AppError } from "#domain/errors/app-error";
import { errorResponses } from "../lib/openapi";
import { acceptInboundSms, type InboundMessage } from "#features/sms/accept-inbound-sms";
import { openRoutes } from "../access/sub-app";
import { bodyText } from "../lib/body-text";
import { SMSFACTOR_SIGNATURE_HEADER } from "#features/sms/webhook-signature";

// SMSFactor calls these (decisions 0021, 0043): authenticated by the X-SMSFactor-Signature header it
// sends with the inbound webhook's own secret (never a secret in the URL, which logs keep), checked in
// constant time; the body is enqueued raw and the queue consumer does the work, so the provider gets its
// 200 at once and a slow database never makes it retry.
export const smsWebhookRoutes = openRoutes();

/** SMSFactor's MO fields, in JSON or form encoding; the alternative names are those of its API versions. */
const InboundFieldsSchema = z.object({
  id: z.string().min(1).max(100),
  from: z.string().min(3).max(40),
  to: z.string().max(40).nullable(),
  text: z.string().max(2000),
  reference: z.string().max(200).nullable(),
});

/** The fields of a body already read (the signature covers its raw text): JSON, else a form. */
function readFields(raw: string, type: string): Record<string, string> {
  if (type.includes("application/json")) {
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new AppError("malformed_request", "Unreadable JSON");
    }
    if (typeof body !== "object" || body === null) return {};
    return Object.fromEntries(
      Object.entries(body).map(([key, value]) => [key, value === null || value === undefined ? "" : String(value)]),
    );
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

smsWebhookRoutes.openapi(
  createRoute({
    method: "post",
    path: "/webhooks/inbound",
    tags: ["sms"],
    summary: "SMSFactor inbound SMS (MO) webhook",
    description:
      "Called by SMSFactor with the header X-SMSFactor-Signature: the inbound webhook's secret (SMS_INBOUND_WEBHOOK_SECRET), or the hex HMAC-SHA-256 of the raw body under it; 401 otherwise. " +
      "Fields (JSON or form): messageId or id, from or sender, to, message or text, last_message_id (the gsmsmsid of the last message sent to that number). Answers 200 once queued; a message id seen before is stored once.",
    security: [],
    request: { headers: z.object({ "x-smsfactor-signature": z.string().max(512).optional() }) },
    responses: { 200: { description: "Queued" }, ...errorResponses(401, 413, 422) },
  }),
  async (c) => {
    const rawBody = await bodyText(c.req.raw);
    await acceptInboundSms(withSmsBindings(publicOperationContextOf(c), c), {
      signature: c.req.header(SMSFACTOR_SIGNATURE_HEADER),
      rawBody,
      readMessage: async () => readInboundMessage(readFields(rawBody, c.req.header("Content-Type") ?? "")),
    });
    return c.body(null, 200);
  },
);

/** The message as the provider's fields name it; 422 naming what is missing or too long. */
function readInboundMessage(raw: Record<string, string>): InboundMessage {
  const fields = InboundFieldsSchema.safeParse({
    id: raw.messageId ?? raw.message_id ?? raw.id,
    from: raw.from ?? raw.sender,
    to: raw.to ?? null,
    text: raw.message ?? raw.text ?? "",
    reference: raw.last_message_id || null,
  });
  if (!fields.success) {
    throw new AppError("validation_failed", "Invalid inbound SMS", {
      fields: fields.error.issues.map((issue) => ({ field: issue.path.join("."), reason: issue.code, message: issue.message })),
    });
  }
  return fields.data;
}
