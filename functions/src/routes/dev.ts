import { createRoute } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { isDevelopment } from "#domain/config/deployment-environment";
import { getOutboxAttachment } from "#db/outbox/get-outbox-attachment";
import { listOutboxMessages } from "#db/outbox/list-outbox-messages";
import { listSmsConversation } from "#db/outbox/list-sms-conversation";
import { recordOutboxMessage } from "#db/outbox/record-outbox-message";
import { parseFrenchPhone } from "#domain/french/phone";
import { IdParamSchema } from "#domain/validation/id-param";
import { enqueueJob } from "#features/jobs/enqueue-job";
import { SmsInboundJob } from "#features/sms/sms-inbound-job";
import { DevDpaePollJob } from "#features/dpae/poll-dpae-returns";
import { openRoutes } from "../access/sub-app";
import type { AppEnv } from "../context";
import { notFound } from "#domain/errors/app-error";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";

// What the local drivers would have sent, for a person to read. Exists only when ENVIRONMENT is
// explicitly `development` (decision 0014): anywhere else every /v1/dev path answers the same 404 as
// a path that does not exist, before any validation, and the API document does not list them.
export const devRoutes = openRoutes();

export const onlyInDevelopment = createMiddleware<AppEnv>(async (c, next) => {
  if (!isDevelopment(c.get("config").ENVIRONMENT)) throw notFound();
  await next();
});
devRoutes.use("*", onlyInDevelopment);

const OutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(["email", "sms", "multiposting"]),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  /** An e-mail's files, in order: GET /v1/dev/outbox/{id}/attachments/{index} opens one. */
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string() })),
  created_at: z.string(),
});

const SmsConversationEntrySchema = z.object({
  id: z.number().int(),
  direction: z.enum(["outbound", "inbound"]),
  /** The worker's number: the recipient of an outbound SMS, the sender of a reply. */
  phone: z.string(),
  body: z.string(),
  worker_id: z.number().int().nullable(),
  worker_name: z.string().nullable(),
  created_at: z.string(),
});

devRoutes.openapi(
  createRoute({
    method: "get",
    path: "/outbox",
    tags: ["dev"],
    hide: true,
    summary: "Messages the local e-mail, SMS and multiposting drivers recorded (development only)",
    request: {
      query: z.strictObject({
        channel: z.enum(["email", "sms", "multiposting"]).optional(),
        recipient: z.string().max(254).optional(),
      }),
    },
    responses: { 200: jsonResponse(z.array(OutboxMessageSchema), "Newest first"), ...errorResponses(404, 422) },
  }),
  async (c) => {
    const query = c.req.valid("query");
    const rows = await listOutboxMessages(c.get("db"), query);
    return c.json(
      rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
      200,
    );
  },
);

devRoutes.openapi(
  createRoute({
    method: "get",
    path: "/outbox/{id}/attachments/{index}",
    tags: ["dev"],
    hide: true,
    summary: "One file of an e-mail the local driver recorded, from the bucket (development only)",
    request: { params: z.object({ id: IdParamSchema, index: z.coerce.number().int().min(0).max(20) }) },
    responses: { 200: { description: "The file" }, ...errorResponses(404, 422) },
  }),
  async (c) => {
    const { id, index } = c.req.valid("param");
    const attachment = await getOutboxAttachment(c.get("db"), id, index);
    const object = attachment ? await c.env.FILES.get(attachment.fileKey) : null;
    if (!attachment || !object) throw notFound();
    return new Response(object.body, {
      headers: {
        "Content-Type": attachment.contentType,
        "Content-Disposition": `inline; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`,
      },
    });
  },
);

devRoutes.openapi(
  createRoute({
    method: "get",
    path: "/sms",
    tags: ["dev"],
    hide: true,
    summary: "The SMS the local driver recorded and the replies played here, with the worker each concerns (development only)",
    responses: { 200: jsonResponse(z.array(SmsConversationEntrySchema), "Newest first"), ...errorResponses(404) },
  }),
  async (c) => {
    const rows = await listSmsConversation(c.get("db"));
    return c.json(
      rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
      200,
    );
  },
);

devRoutes.openapi(
  createRoute({
    method: "post",
    path: "/sms/inbound",
    tags: ["dev"],
    hide: true,
    summary: "Play a worker's SMS reply (development only): the same queue and consumer as the SMSFactor webhook",
    request: { body: jsonBody(z.strictObject({ from: z.string().min(3).max(40), text: z.string().max(2000) })) },
    responses: { 202: jsonResponse(z.object({ provider_message_id: z.string() }), "Queued"), ...errorResponses(400, 404, 415, 422) },
  }),
  async (c) => {
    const { from, text } = c.req.valid("json");
    const id = `dev-${crypto.randomUUID()}`;
    const now = new Date();
    // Kept beside the SMS sent, so /dev/sms shows the conversation; the number as the worker's file keeps it.
    const phone = parseFrenchPhone(from);
    await recordOutboxMessage(
      c.get("db"),
      {
        channel: "sms",
        direction: "inbound",
        idempotencyKey: id,
        recipient: phone.ok ? phone.e164 : from.trim(),
        subject: null,
        body: text,
      },
      now,
    );
    await enqueueJob(c.env.JOBS, SmsInboundJob, {
      provider: "local",
      provider_message_id: id,
      from,
      to: null,
      text,
      received_at: now.toISOString(),
    });
    return c.json({ provider_message_id: id }, 202);
  },
);

devRoutes.openapi(
  createRoute({
    method: "post",
    path: "/dpae/poll",
    tags: ["dev"],
    hide: true,
    summary:
      "Play the cron's look at URSSAF's returns as if the clock read `at` (development only): the local server's cron looks every minute at the real time, and returns come minutes apart",
    request: { body: jsonBody(z.strictObject({ at: z.iso.datetime({ offset: true }) })) },
    responses: { 202: jsonResponse(z.object({ at: z.string() }), "Queued"), ...errorResponses(400, 404, 415, 422) },
  }),
  async (c) => {
    const { at } = c.req.valid("json");
    await enqueueJob(c.env.JOBS, DevDpaePollJob, { at });
    return c.json({ at }, 202);
  },
);
