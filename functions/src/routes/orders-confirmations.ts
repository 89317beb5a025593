import { operationContextOf, withSmsBindings } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { PDF_ERROR_MESSAGE } from "#domain/documents/anonymized-cv-schemas";
import { OrderWorkerParamsSchema } from "#domain/orders/order-schemas";
import {
  ConfirmationQuerySchema,
  ConfirmationSendSchema,
  ConfirmationSentSchema,
  WORKER_NOT_ACCEPTED_MESSAGE,
} from "#domain/orders/mission-confirmation-schemas";
import { resolveLocale } from "#domain/reference/label-language";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonResponse } from "../lib/openapi";
import { requirePermission } from "../middleware/authenticate";
import { getMissionConfirmation } from "#features/orders/confirmations/get-mission-confirmation";
import { sendMissionConfirmation } from "#features/orders/confirmations/send-mission-confirmation";
import { contentDisposition } from "./workers-documents";

// Mission confirmations of an order's accepted workers (spec 000 §1, §6 jobs-delegate;
// decision 0031). Under /v1/orders, so the orders permission of every order route applies too; each route
// also needs jobs-delegate, named on the route itself: a `use("*")` here would reach every /orders route.
export const orderConfirmationRoutes = callerRoutes();

const TAGS = ["orders", "confirmations"];
const pdfContent = { "application/pdf": { schema: { type: "string" as const, format: "binary" } } };

orderConfirmationRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}/workers/{worker_id}/confirmation",
    tags: TAGS,
    middleware: [requirePermission("jobs-delegate")] as const,
    summary: "Download an accepted worker's mission confirmation (PDF)",
    description: `for=client (default: with the coefficient) or for=worker (with the worker's address); in lang, else Accept-Language, else French. Needs orders and jobs-delegate. 404 for a worker never proposed on the order; 422 "${PDF_ERROR_MESSAGE}" naming worker_id when there is no confirmation: not accepted, order cancelled, no period.`,
    request: { params: OrderWorkerParamsSchema, query: ConfirmationQuerySchema },
    responses: { 200: { content: pdfContent, description: "The PDF, as an attachment" }, ...errorResponses(401, 403, 404, 422) },
  }),
  async (c) => {
    const { id, worker_id } = c.req.valid("param");
    const query = c.req.valid("query");
    const locale = resolveLocale(query.lang, c.req.header("Accept-Language"));
    const { bytes, fileName } = await getMissionConfirmation(operationContextOf(c), {
      orderId: id,
      workerId: worker_id,
      audience: query.for,
      locale,
    });
    return pdfAnswer(bytes, fileName, locale);
  },
);

orderConfirmationRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/workers/{worker_id}/confirmation/send",
    tags: [...TAGS, "sms"],
    middleware: [requirePermission("jobs-delegate")] as const,
    summary: "Send an accepted worker's mission confirmation: e-mail to the client, voucher SMS to the worker",
    description: `Queues one e-mail per contact of the order's client (contact_ids, else the order's contact) with the client's copy attached, and the voucher SMS with a short signed link to the worker's copy (GET /v1/public/confirmations/{code}). Once per order, worker and contact (e-mails) and per order and worker (SMS): a contact already sent to is answered already_sent. The body may be omitted. 409 "${WORKER_NOT_ACCEPTED_MESSAGE}" unless the worker holds a place; 409 "Order is not open" for a closed or cancelled order; 422 naming contact_ids.<index> for a contact that is not the client's.`,
    request: {
      params: OrderWorkerParamsSchema,
      body: { content: { "application/json": { schema: ConfirmationSendSchema } }, required: false },
    },
    responses: {
      202: jsonResponse(ConfirmationSentSchema, "What was queued, per contact and for the SMS"),
      ...errorResponses(400, 401, 403, 404, 409, 415, 422),
    },
  }),
  async (c) => {
    const { id, worker_id } = c.req.valid("param");
    const body = c.req.valid("json");
    const context = withSmsBindings(operationContextOf(c), c);
    const sent = await sendMissionConfirmation(context, { orderId: id, workerId: worker_id, contactIds: body?.contact_ids });
    return c.json(sent, 202);
  },
);

/** A PDF answered as a download named `fileName`. */
export function pdfAnswer(bytes: Uint8Array, fileName: string, locale: string) {
  return new Response(bytes, {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": contentDisposition(fileName),
      "Content-Language": locale,
      // A person's mission: kept by no shared cache, never sniffed into something else by the browser.
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
