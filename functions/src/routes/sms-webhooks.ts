import { publicOperationContextOf, withSmsBindings } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { AppError } from "#domain/errors/app-error";
import { errorResponses } from "../lib/openapi";
import { acceptInboundSms, type InboundMessage } from "#features/sms/accept-inbound-sms";
import { openRoutes } from "../access/sub-app";

// SMSFactor calls these (decision 0021): authenticated by the secret token in the URL it was given (it
// cannot sign), checked in constant time; the body is enqueued raw and the queue consumer does the work,
// so the provider gets its 200 at once and a slow database never makes it retry.
export const smsWebhookRoutes = openRoutes();

/** SMSFactor's MO fields, in JSON or form encoding; the alternative names are those of its API versions. */
const InboundFieldsSchema = z.object({
  id: z.string().min(1).max(100),
  from: z.string().min(3).max(40),
  to: z.string().max(40).nullable(),
  text: z.string().max(2000),
});

async function readFields(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get("Content-Type") ?? "";
  if (type.includes("application/json")) {
    const body: unknown = await request.json().catch(() => {
      throw new AppError("malformed_request", "Unreadable JSON");
    });
    if (typeof body !== "object" || body === null) return {};
    return Object.fromEntries(
      Object.entries(body).map(([key, value]) => [key, value === null || value === undefined ? "" : String(value)]),
    );
  }
  const form = await request.formData().catch(() => {
    throw new AppError("malformed_request", "Unreadable form");
  });
  const fields: Record<string, string> = {};
  form.forEach((value, key) => {
    if (typeof value === "string") fields[key] = value;
  });
  return fields;
}

smsWebhookRoutes.openapi(
  createRoute({
    method: "post",
    path: "/webhooks/inbound",
    tags: ["sms"],
    summary: "SMSFactor inbound SMS (MO) webhook",
    description:
      "Called by SMSFactor with ?token=<SMS_WEBHOOK_TOKEN>. Fields (JSON or form): messageId or id, from or sender, to, message or text. Answers 200 once queued; a message id seen before is stored once.",
    security: [],
    request: { query: z.strictObject({ token: z.string().max(200).optional() }) },
    responses: { 200: { description: "Queued" }, ...errorResponses(401, 422) },
  }),
  async (c) => {
    await acceptInboundSms(withSmsBindings(publicOperationContextOf(c), c), {
      presentedToken: c.req.valid("query").token ?? "",
      readMessage: () => readInboundMessage(c.req.raw),
    });
    return c.body(null, 200);
  },
);

/** The message as the provider's fields name it; 422 naming what is missing or too long. */
async function readInboundMessage(request: Request): Promise<InboundMessage> {
  const raw = await readFields(request);
  const fields = InboundFieldsSchema.safeParse({
    id: raw.messageId ?? raw.message_id ?? raw.id,
    from: raw.from ?? raw.sender,
    to: raw.to ?? null,
    text: raw.message ?? raw.text ?? "",
  });
  if (!fields.success) {
    throw new AppError("validation_failed", "Invalid inbound SMS", {
      fields: fields.error.issues.map((issue) => ({ field: issue.path.join("."), reason: issue.code, message: issue.message })),
    });
  }
  return fields.data;
}
