import { operationContextOf, withSmsBindings } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  BusinessManagersQuerySchema,
  DeletePeriodQuerySchema,
  ListOrdersQuerySchema,
  OrderCloseSchema,
  OrderCreateSchema,
  OrderDetailSchema,
  OrderIdParamsSchema,
  OrderPersonSchema,
  OrderPeriodInputSchema,
  OrderPeriodParamsSchema,
  OrderReplacementSchema,
  OrderSummarySchema,
  OrderUpdateSchema,
  OrderWorkerParamsSchema,
  ProposalCreateSchema,
  ProposalResultSchema,
} from "#domain/orders/order-schemas";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { expectedVersions, IfMatchHeaderSchema, withVersion } from "../lib/row-version";
import { withPageHeaders } from "../lib/pagination";
import { requirePermission } from "../middleware/authenticate";
import { abandonOrderWorker } from "#features/orders/abandon-order-worker";
import { addOrderPeriod } from "#features/orders/add-order-period";
import { attributeOrderWorker, withdrawOrderWorker } from "#features/orders/attribute-order-worker";
import { endOrder } from "#features/orders/close-order";
import { createOrder } from "#features/orders/create-order";
import { deleteOrderPeriod } from "#features/orders/delete-order-period";
import { getOrder } from "#features/orders/get-order";
import { listBusinessManagers } from "#features/orders/list-business-managers";
import { listOrders } from "#features/orders/list-orders";
import { proposeOrder } from "#features/orders/propose-order";
import { replaceOrderWorker } from "#features/orders/replace-order-worker";
import { updateOrder } from "#features/orders/update-order";

// /v1/orders (spec 000 §2 /orders…, §3 Order, §4 closing and period deletion, §5 Order rules).
// Every route needs the orders permission (spec §6); another space's order answers 404.
export const orderRoutes = callerRoutes();
orderRoutes.use("*", requirePermission("orders"));

const TAGS = ["orders"];
const detail = (description: string) => jsonResponse(OrderDetailSchema, description);

orderRoutes.openapi(
  createRoute({
    method: "get",
    path: "/",
    tags: TAGS,
    summary: "One space's orders: opened or closed, by status, client, dates, or a search on the number or the client",
    description:
      'space_id is required unless the caller works in exactly one space. Newest first; Link and X-Total-Count give the pages. X-Total-Is-Lower-Bound: true when over 1,000 orders match (X-Total-Count then says 1000: show "1,000+").',
    request: { query: ListOrdersQuerySchema },
    responses: {
      200: {
        ...jsonResponse(z.array(OrderSummarySchema), "A page of orders"),
        headers: z.object({ Link: z.string(), "X-Total-Count": z.string(), "X-Total-Is-Lower-Bound": z.enum(["true", "false"]) }),
      },
      ...errorResponses(401, 403, 404, 422),
    },
  }),
  async (c) => {
    const query = c.req.valid("query");
    const { items, total, totalIsLowerBound } = await listOrders(operationContextOf(c), query);
    withPageHeaders(c, query, total);
    c.header("X-Total-Is-Lower-Bound", String(totalIsLowerBound));
    return c.json(items, 200);
  },
);

// Before /{id}: a path of words is not an order's id.
orderRoutes.openapi(
  createRoute({
    method: "get",
    path: "/business-managers",
    tags: TAGS,
    summary: "The users of a space who may be named an order's business manager",
    description:
      "Every live user working in the space, by name (id, first_name, last_name), sorted by last name: what the order form offers for business_manager_user_id. space_id as for the list.",
    request: { query: BusinessManagersQuerySchema },
    responses: { 200: jsonResponse(z.array(OrderPersonSchema), "The space's users"), ...errorResponses(401, 403, 404, 422) },
  }),
  async (c) => c.json(await listBusinessManagers(operationContextOf(c), c.req.valid("query")), 200),
);

orderRoutes.openapi(
  createRoute({
    method: "post",
    path: "/",
    tags: TAGS,
    summary: "Create an order with its periods",
    description:
      "Keys: space_id, company_id, contract_type (temporary_work, permanent, fixed_term, training, individual_contractor, subcontracting), quantity (≥ 1), attribution_mode (automatic | manual), hourly_rate and coefficient (0–1000), periods [{starts_at, ends_at}] (at least one, each ending after it starts, one after the other), and the terms and options of spec 000 §3. 422 names each refused field; 403 naming contract_type when the caller lacks its order_template_* permission.",
    request: { body: jsonBody(OrderCreateSchema) },
    responses: { 201: detail("Created"), ...errorResponses(400, 401, 403, 404, 415, 422) },
  }),
  async (c) => c.json(await createOrder(operationContextOf(c), c.req.valid("json")), 201),
);

orderRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}",
    tags: TAGS,
    summary: "The order file: fields, periods and every proposed worker's status",
    description:
      "workers: [{worker_id, status}] with status select, in_progress, waiting, accepted, refused or cancelled (spec 000 §3, second reading), or replaced / abandoned for a worker who held the place and left it (left_at, replaced_by_worker_id); outcome says why a yes got no place.",
    request: { params: OrderIdParamsSchema },
    responses: { 200: { ...detail("The order"), headers: z.object({ ETag: z.string() }) }, ...errorResponses(401, 403, 404, 422) },
  }),
  async (c) => {
    const order = await getOrder(operationContextOf(c), c.req.valid("param").id);
    // Its version (decision 0013): only an edit of the terms moves it, not a status or a period (0037).
    withVersion(c, new Date(order.updated_at));
    return c.json(order, 200);
  },
);

orderRoutes.openapi(
  createRoute({
    method: "patch",
    path: "/{id}",
    tags: TAGS,
    summary: "Change an open order's terms and options",
    description:
      "The quantity cannot fall below the workers already accepted: 409 'Order quantity exceeded'. A closed order answers 409 'Order is not open'. With If-Match (the ETag of the GET) the edit applies only to that version, else 412; proposals, replies, periods and closing leave the version as it is.",
    request: { params: OrderIdParamsSchema, headers: IfMatchHeaderSchema, body: jsonBody(OrderUpdateSchema) },
    responses: {
      200: { ...detail("Updated"), headers: z.object({ ETag: z.string() }) },
      ...errorResponses(400, 401, 403, 404, 409, 412, 415, 422),
    },
  }),
  async (c) => {
    const updated = await updateOrder(operationContextOf(c), {
      id: c.req.valid("param").id,
      changes: c.req.valid("json"),
      expectedVersions: expectedVersions(c),
    });
    withVersion(c, new Date(updated.updated_at));
    return c.json(updated, 200);
  },
);

orderRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/periods",
    tags: TAGS,
    summary: "Add a period to an open order",
    description: "A period overlapping another is refused on starts_at (periods_not_chronological).",
    request: { params: OrderIdParamsSchema, body: jsonBody(OrderPeriodInputSchema) },
    responses: { 201: detail("The order with the period"), ...errorResponses(400, 401, 403, 404, 409, 415, 422) },
  }),
  async (c) => c.json(await addOrderPeriod(operationContextOf(c), c.req.valid("param").id, c.req.valid("json")), 201),
);

orderRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/{id}/periods/{period_id}",
    tags: TAGS,
    summary: "Delete a period (its data is lost)",
    description:
      "With workers delegated (accepted) it answers 409 'Period has delegated workers' unless force=true, which also removes their contract for that period; or cancel the delegation first (DELETE …/workers/{worker_id}/attribution).",
    request: { params: OrderPeriodParamsSchema, query: DeletePeriodQuerySchema },
    responses: { 200: detail("The order without the period"), ...errorResponses(401, 403, 404, 409, 422) },
  }),
  async (c) => {
    const { id, period_id } = c.req.valid("param");
    return c.json(await deleteOrderPeriod(operationContextOf(c), id, period_id, c.req.valid("query").force === "true"), 200);
  },
);

orderRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/proposals",
    tags: [...TAGS, "sms"],
    summary: "Propose the mission to workers by SMS",
    description:
      "Workers must be available for the periods unless force is true or the order forces available workers: otherwise 422 'Worker unavailable' naming each worker_ids.<index>. The SMS carries the proposal comment and, only where the order's options say so, the client's name and address; the worker answers OUI or NON. One entry per worker: queued, already_proposed, no_mobile, opted_out, not_found. 403 'Space has no rights' when the space has SMS off.",
    request: { params: OrderIdParamsSchema, body: jsonBody(ProposalCreateSchema) },
    responses: {
      202: jsonResponse(z.array(ProposalResultSchema), "One entry per worker, in the order asked"),
      ...errorResponses(400, 401, 403, 404, 409, 415, 422),
    },
  }),
  async (c) => {
    const results = await proposeOrder(withSmsBindings(operationContextOf(c), c), c.req.valid("param").id, c.req.valid("json"));
    return c.json(results, 202);
  },
);

orderRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/workers/{worker_id}/attribution",
    tags: TAGS,
    summary: "Attribute a place to a proposed worker (manual attribution)",
    description:
      "The worker's availability becomes contract for the periods. 409 'Order quantity exceeded', 'Worker already in contract' or 'Order is not open'.",
    request: { params: OrderWorkerParamsSchema },
    responses: { 200: detail("The order"), ...errorResponses(401, 403, 404, 409, 422) },
  }),
  async (c) => {
    const { id, worker_id } = c.req.valid("param");
    return c.json(await attributeOrderWorker(withSmsBindings(operationContextOf(c), c), id, worker_id), 200);
  },
);

orderRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/{id}/workers/{worker_id}/attribution",
    tags: TAGS,
    summary: "Cancel a worker's delegation or proposal",
    description: "The worker's status becomes cancelled; the contract periods the order gave them are removed.",
    request: { params: OrderWorkerParamsSchema },
    responses: { 200: detail("The order"), ...errorResponses(401, 403, 404, 409, 422) },
  }),
  async (c) => {
    const { id, worker_id } = c.req.valid("param");
    return c.json(await withdrawOrderWorker(withSmsBindings(operationContextOf(c), c), id, worker_id), 200);
  },
);

orderRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/workers/{worker_id}/replacement",
    tags: TAGS,
    summary: "Give an accepted worker's place to another worker (status replaced)",
    description:
      "Body {replacement_worker_id, force?}. The worker in the path becomes replaced (replaced_by_worker_id names the other), the replacement accepted, in one write: the first one's contracts for the periods not yet begun are removed, the replacement's made for the periods not yet over. 409 'Invalid status' unless the worker in the path is accepted, 'Worker already in contract', 'Order is not open'; 422 on replacement_worker_id: 'Worker unavailable' (unless force or the order's force_available_workers), not_found, same_worker, already_accepted, left_the_order, periods_over.",
    request: { params: OrderWorkerParamsSchema, body: jsonBody(OrderReplacementSchema) },
    responses: { 200: detail("The order"), ...errorResponses(400, 401, 403, 404, 409, 415, 422) },
  }),
  async (c) => {
    const { id, worker_id } = c.req.valid("param");
    return c.json(await replaceOrderWorker(operationContextOf(c), id, worker_id, c.req.valid("json")), 200);
  },
);

orderRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/workers/{worker_id}/abandonment",
    tags: TAGS,
    summary: "Record that an accepted worker abandoned the mission (status abandoned)",
    description:
      "The place is free again; the worker's contracts for the periods not yet begun are removed, a period under way stays. 409 'Invalid status' unless the worker is accepted, 'Order is not open'.",
    request: { params: OrderWorkerParamsSchema },
    responses: { 200: detail("The order"), ...errorResponses(401, 403, 404, 409, 422) },
  }),
  async (c) => {
    const { id, worker_id } = c.req.valid("param");
    return c.json(await abandonOrderWorker(operationContextOf(c), id, worker_id), 200);
  },
);

orderRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/close",
    tags: TAGS,
    summary: "Close an order with its closing state",
    description:
      "Refused unless the order is open ('Order is not open') and has at least one period ('Order must have at least one period'), 409. Proposals still waiting are cancelled.",
    request: { params: OrderIdParamsSchema, body: jsonBody(OrderCloseSchema) },
    responses: { 200: detail("The closed order"), ...errorResponses(400, 401, 403, 404, 409, 415, 422) },
  }),
  async (c) => {
    const closingState = c.req.valid("json").closing_state;
    return c.json(await endOrder(withSmsBindings(operationContextOf(c), c), c.req.valid("param").id, { kind: "close", closingState }), 200);
  },
);

orderRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/cancel",
    tags: TAGS,
    summary: "Cancel an open order",
    description: "Proposals still waiting are cancelled; 409 'Order is not open' once closed or cancelled.",
    request: { params: OrderIdParamsSchema },
    responses: { 200: detail("The cancelled order"), ...errorResponses(401, 403, 404, 409, 422) },
  }),
  async (c) => c.json(await endOrder(withSmsBindings(operationContextOf(c), c), c.req.valid("param").id, { kind: "cancel" }), 200),
);
