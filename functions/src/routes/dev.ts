import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { listOutboxMessages } from "../../../db/outbox/list-outbox-messages";
import type { AppEnv } from "../context";
import { notFound } from "../lib/errors";
import { errorResponses, jsonResponse } from "../lib/openapi";
import { validationHook } from "../lib/validation-hook";

// What the local drivers would have sent, for a person to read. Exists only in development and tests.
export const devRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

const OutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(["email", "sms"]),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
});

devRoutes.openapi(
  createRoute({
    method: "get",
    path: "/outbox",
    tags: ["dev"],
    summary: "Messages the local e-mail and SMS drivers recorded (development only)",
    request: {
      query: z.strictObject({
        channel: z.enum(["email", "sms"]).optional(),
        recipient: z.string().max(254).optional(),
      }),
    },
    responses: { 200: jsonResponse(z.array(OutboxMessageSchema), "Newest first"), ...errorResponses(404, 422) },
  }),
  async (c) => {
    const environment = c.get("config").ENVIRONMENT;
    if (environment !== "development" && environment !== "test") throw notFound();
    const query = c.req.valid("query");
    const rows = await listOutboxMessages(c.get("db"), query);
    return c.json(
      rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
      200,
    );
  },
);
