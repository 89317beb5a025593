import { operationContextOf, withSmsBindings } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { OrderDetailSchema, OrderWorkerParamsSchema } from "#domain/orders/order-schemas";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonResponse } from "../lib/openapi";
import { requirePermission } from "../middleware/authenticate";
import { acceptByPhone } from "#features/orders/accept-by-phone";
import { resendOrderSms } from "#features/orders/resend-order-sms";

// The live order file's row actions (decision 0056): a yes taken by phone, a failed SMS sent again.
// Under /v1/orders, with the orders permission; another space's order answers 404.
export const orderStaffingRoutes = callerRoutes();
orderStaffingRoutes.use("/:id/workers/:worker_id/*", requirePermission("orders"));

orderStaffingRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/workers/{worker_id}/phone-acceptance",
    tags: ["orders"],
    summary: "Record a worker's yes given by phone",
    description:
      "What the worker's SMS OUI would do, in either attribution mode: automatic, the place is taken while places remain (the same first-come rule as SMS yeses) and the confirmation SMS goes; manual, the yes waits for attribution. 409 'Invalid status' unless the proposal is waiting, 'Order quantity exceeded', 'Worker already in contract', 'Order is not open'.",
    request: { params: OrderWorkerParamsSchema },
    responses: { 200: jsonResponse(OrderDetailSchema, "The order"), ...errorResponses(401, 403, 404, 409, 422) },
  }),
  async (c) => {
    const { id, worker_id } = c.req.valid("param");
    return c.json(await acceptByPhone(withSmsBindings(operationContextOf(c), c), id, worker_id), 200);
  },
);

orderStaffingRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/workers/{worker_id}/sms-resend",
    tags: ["orders", "sms"],
    summary: "Send again the order's last SMS to a worker, which failed",
    description:
      "The same text to the worker's mobile, within the sender's SMS allowance (429 with Retry-After, 403 past the space's daily budget). 409 'Invalid status' unless the last SMS the order sent the worker failed; asked twice, one SMS.",
    request: { params: OrderWorkerParamsSchema },
    responses: { 200: jsonResponse(OrderDetailSchema, "The order"), ...errorResponses(401, 403, 404, 409, 422, 429) },
  }),
  async (c) => {
    const { id, worker_id } = c.req.valid("param");
    return c.json(await resendOrderSms(withSmsBindings(operationContextOf(c), c), id, worker_id), 200);
  },
);
