import { operationContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  NotificationListQuerySchema,
  NotificationReadMapSchema,
  NotificationReadSchema,
  NotificationSchema,
} from "#domain/notifications/notification-schemas";
import { IdParamSchema } from "#domain/validation/id-param";
import { notFound } from "#domain/errors/app-error";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { listNotifications } from "#features/notifications/list-notifications";
import { markNotificationsRead } from "#features/notifications/mark-notifications-read";
import { callerRoutes } from "../access/sub-app";
import { callerOf } from "../middleware/authenticate";
import { readerLanguage } from "#domain/notifications/reader-language";

// /v1/notifications (spec 000 §7): the list the bell polls, and the read toggles. Read state is the
// caller's own (decision 0021).
export const notificationRoutes = callerRoutes();

notificationRoutes.openapi(
  createRoute({
    method: "get",
    path: "/",
    tags: ["notifications"],
    summary: "The caller's notifications of the last 30 days, newest first",
    description:
      "from: a Paris wall time YYYY-MM-DD HH:MM:SS; only notifications created at or after it. Missing or older than 30 days, it reads as 30 days ago (spec 000 §9). At most 500 rows. " +
      "Each says what happened as `template` and `params`; `title` and `message` are worded from them in the language Accept-Language asks for, else the caller's own language setting, else French (decision 0042).",
    request: { query: NotificationListQuerySchema },
    responses: { 200: jsonResponse(z.array(NotificationSchema), "Newest first"), ...errorResponses(401, 422) },
  }),
  async (c) => {
    const language = readerLanguage(c.req.header("Accept-Language"), callerOf(c).caller.locale);
    c.header("Vary", "Accept-Language");
    return c.json(await listNotifications(operationContextOf(c), { ...c.req.valid("query"), language }), 200);
  },
);

notificationRoutes.openapi(
  createRoute({
    method: "put",
    path: "/{id}",
    tags: ["notifications"],
    summary: "Mark one notification read or unread, for the caller only",
    request: { params: z.object({ id: IdParamSchema }), body: jsonBody(NotificationReadSchema) },
    responses: {
      200: jsonResponse(z.object({ id: z.number().int(), read: z.boolean() }), "Updated"),
      ...errorResponses(400, 401, 404, 415, 422),
    },
  }),
  async (c) => {
    const { id } = c.req.valid("param");
    const { read } = c.req.valid("json");
    const updated = await markNotificationsRead(operationContextOf(c), { changes: new Map([[id, read]]) });
    if (!updated.has(id)) throw notFound();
    return c.json({ id, read }, 200);
  },
);

notificationRoutes.openapi(
  createRoute({
    method: "put",
    path: "/",
    tags: ["notifications"],
    summary: "Mark up to 100 notifications read or unread, for the caller only",
    description:
      'Body: {"<id>": {"read": bool}, …}, 1 to 100 ids (422 above). The answer\'s keys are the ids updated; an id the caller cannot see is left out.',
    request: { body: jsonBody(NotificationReadMapSchema) },
    responses: {
      200: jsonResponse(z.record(z.string(), NotificationReadSchema), "The ids updated and their read state"),
      ...errorResponses(400, 401, 415, 422),
    },
  }),
  async (c) => {
    const body = c.req.valid("json");
    const changes = new Map(Object.entries(body).map(([id, { read }]) => [Number(id), read]));
    const updated = await markNotificationsRead(operationContextOf(c), { changes });
    return c.json(Object.fromEntries([...updated].map(([id, read]) => [String(id), { read }])), 200);
  },
);
