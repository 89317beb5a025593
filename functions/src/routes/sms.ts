import { operationContextOf, publicOperationContextOf, withSmsBindings } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { sha256Hex } from "#domain/auth/tokens";
import { SmsPreviewRequestSchema, SmsPreviewSchema, SmsSendRequestSchema, SmsSendResultSchema } from "#domain/sms/sms-schemas";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { requireCaller } from "../middleware/authenticate";
import { acceptDeliveryReport } from "#features/sms/accept-delivery-report";
import { previewSms } from "#features/sms/preview-sms";
import { sendSms } from "#features/sms/send-sms";
import { SMSFACTOR_SIGNATURE_HEADER } from "#features/sms/webhook-signature";
import { openRoutes } from "../access/sub-app";
import { bodyText } from "../lib/body-text";

// /v1/sms: counting, sending, and the two calls from outside (QStash's scheduled release, the
// provider's delivery reports). Decision 0020.
export const smsRoutes = openRoutes();

smsRoutes.openapi(
  createRoute({
    method: "post",
    path: "/preview",
    tags: ["sms"],
    summary: "Encoding, units and segments of a message (3GPP TS 23.038), and the characters that made it UCS-2",
    middleware: [requireCaller] as const,
    request: { body: jsonBody(SmsPreviewRequestSchema) },
    responses: { 200: jsonResponse(SmsPreviewSchema, "The count"), ...errorResponses(400, 401, 415, 422) },
  }),
  (c) => c.json(previewSms(c.req.valid("json").message), 200),
);

smsRoutes.openapi(
  createRoute({
    method: "post",
    path: "/",
    tags: ["sms"],
    summary: "Send one message to workers of the caller's spaces: one entry per worker with its status",
    description:
      "Statuses: queued, scheduled (send_at in the future), no_mobile, suppressed (the number answered STOP), not_found " +
      "(no such worker in the caller's spaces). 403 'Space has no rights' when a worker's space has SMS turned off.",
    middleware: [requireCaller] as const,
    request: {
      body: jsonBody(SmsSendRequestSchema),
      // A send repeated with the same key (a double click, a retry after a lost answer) stores and sends
      // nothing twice: it answers the rows of the first.
      headers: z.object({ "idempotency-key": z.string().min(8).max(200).optional() }),
    },
    responses: { 202: jsonResponse(SmsSendResultSchema, "Accepted: stored and queued"), ...errorResponses(400, 401, 403, 415, 422) },
  }),
  async (c) => {
    const context = withSmsBindings(operationContextOf(c), c);
    const body = c.req.valid("json");
    const clientKey = c.req.valid("header")["idempotency-key"];
    const requestKey = clientKey ? `u${context.caller.id}-${(await sha256Hex(clientKey)).slice(0, 32)}` : crypto.randomUUID();
    const result = await sendSms(context, {
      workerIds: body.worker_ids,
      message: body.message,
      sendAt: body.send_at,
      reminderAt: body.reminder_at,
      requestKey,
    });
    return c.json(result, 202);
  },
);

const deliveryWebhook = (method: "get" | "post") =>
  createRoute({
    method,
    path: "/webhooks/delivery",
    tags: ["sms"],
    summary: "The provider's delivery report, signed in `X-SMSFactor-Signature` with SMS_DELIVERY_WEBHOOK_SECRET",
    // The provider's own fields (ticket, gsmsmsid, status…) come in the query or a form/JSON body, as
    // it sends them: they are not declared, and are not refused when new ones appear.
    description:
      "Fields as SMSFactor sends them: `ticket`, `gsmsmsid`, `status`, in the query string or a form or JSON body. " +
      "The header X-SMSFactor-Signature carries the delivery webhook's own secret, or the hex HMAC-SHA-256 of the raw body under it; a secret in the URL is not read.",
    security: [],
    request: { headers: z.object({ "x-smsfactor-signature": z.string().max(512).optional() }) },
    responses: { 202: { description: "Accepted: applied by the queue consumer" }, ...errorResponses(401, 404) },
  });

for (const method of ["get", "post"] as const) {
  smsRoutes.openapi(deliveryWebhook(method), async (c) => {
    const url = new URL(c.req.url);
    const fields: Record<string, string> = {};
    for (const [key, value] of url.searchParams) fields[key.slice(0, 100)] = value.slice(0, 2000);
    const rawBody = method === "post" ? await bodyText(c.req.raw) : "";
    if (method === "post") Object.assign(fields, readFields(rawBody, c.req.header("Content-Type") ?? ""));
    await acceptDeliveryReport(withSmsBindings(publicOperationContextOf(c), c), {
      signature: c.req.header(SMSFACTOR_SIGNATURE_HEADER),
      rawBody,
      fields,
    });
    return c.body(null, 202);
  });
}

/** A report's fields, from a form or a flat JSON object; anything else contributes nothing. */
function readFields(raw: string, type: string): Record<string, string> {
  const fields: Record<string, string> = {};
  try {
    if (type.includes("application/json")) {
      const json = JSON.parse(raw) as unknown;
      if (json && typeof json === "object") {
        for (const [key, value] of Object.entries(json)) {
          if (typeof value === "string" || typeof value === "number") fields[key.slice(0, 100)] = String(value).slice(0, 2000);
        }
      }
    } else if (type.includes("form")) {
      for (const [key, value] of new URLSearchParams(raw)) fields[key.slice(0, 100)] = value.slice(0, 2000);
    }
  } catch {
    // An unreadable body is a report without fields; the consumer drops it.
  }
  return fields;
}
