import { operationContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { CandidateSchema, CandidatesQuerySchema } from "#domain/orders/candidate-ranking";
import { OrderIdParamsSchema } from "#domain/orders/order-schemas";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonResponse } from "../lib/openapi";
import { withPageHeaders } from "../lib/pagination";
import { requirePermission } from "../middleware/authenticate";
import { listOrderCandidates } from "#features/orders/list-order-candidates";

// The ranked shortlist of an order (decision 0049). Under /v1/orders: the orders permission, the one
// proposing needs, is named on the route itself, and another space's order answers 404.
export const orderCandidateRoutes = callerRoutes();
orderCandidateRoutes.use("/:id/candidates", requirePermission("orders"));

orderCandidateRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}/candidates",
    tags: ["orders"],
    summary: "The space's workers ranked for an order, with the reasons of each rank",
    description:
      "Points out of 100: favourite job is the order's job (30), the position's requirements met at 50 % or more (up to 20), the position's skills proven by documents valid over the order's dates (up to 15), free over every period (15), past missions with the client (10), nearness to the client's commune (up to 10 within 50 km or max_km). Workers without a mobile, who sent STOP, or already waiting or placed on the order are left out. Filters: max_km, available=true, qualified=true. Best first, then nearest; Link and X-Total-Count give the pages (20 a page).",
    request: { params: OrderIdParamsSchema, query: CandidatesQuerySchema },
    responses: {
      200: {
        ...jsonResponse(z.array(CandidateSchema), "A page of candidates"),
        headers: z.object({ Link: z.string(), "X-Total-Count": z.string() }),
      },
      ...errorResponses(401, 403, 404, 422),
    },
  }),
  async (c) => {
    const query = c.req.valid("query");
    const { items, total } = await listOrderCandidates(operationContextOf(c), c.req.valid("param").id, query);
    withPageHeaders(c, query, total);
    return c.json(items, 200);
  },
);
