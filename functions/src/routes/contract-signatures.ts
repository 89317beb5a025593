import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { ContractIdParamsSchema, ContractSchema } from "#domain/contracts/contract-schemas";
import { acceptYousignWebhook, YOUSIGN_SIGNATURE_HEADER } from "#features/contracts/signature/accept-yousign-webhook";
import { sendContract } from "#features/contracts/signature/send-contract";
import { localSignatureFileKey } from "#features/contracts/signature/drivers/local-signature-driver";
import { listLocalSignatureRequests, signLocally } from "#features/contracts/signature/sign-locally";
import { notFound } from "#domain/errors/app-error";
import { CONTRACT_AUDIENCES } from "#domain/enums/contract";
import { callerRoutes, openRoutes } from "../access/sub-app";
import type { AppEnv } from "../context";
import { bodyText } from "../lib/body-text";
import { operationContextOf, publicOperationContextOf } from "../lib/operation-contexts";
import { errorResponses, jsonResponse } from "../lib/openapi";
import { validationHook } from "../lib/validation-hook";
import { requirePermission } from "../middleware/authenticate";
import { onlyInDevelopment } from "./dev";

// A placement's contracts signed electronically (decision 0054): the send, Yousign's webhook and the
// local driver's signing page, mounted together at /v1.
export const contractSignatureApi = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

const sendRoutes = callerRoutes();
sendRoutes.use("*", requirePermission("jobs-delegate"));
sendRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/send",
    tags: ["contracts"],
    summary: "Send both contracts for electronic signature, or send the signers their links again",
    description:
      "A draft: one signature request is made through the queue with both documents, the client's signed by the order's contact and the agency, the worker's by the worker and the agency; the worker gets the link by SMS, the contact by e-mail; the contracts move to sent. 422 names order.contact_id, contact.email or worker.mobile_phone_number when a signer cannot be reached. Already sent: the signers who have not signed get their links again (never a second request). Signed, declined, expired or cancelled: 409. 403 once the space's monthly budget of signature requests is spent. Statuses then move to signed (every signer signed), declined or expired.",
    request: { params: ContractIdParamsSchema },
    responses: { 202: jsonResponse(ContractSchema, "Queued"), ...errorResponses(401, 403, 404, 409, 422) },
  }),
  async (c) => c.json(await sendContract({ ...operationContextOf(c), signature: c.env }, c.req.valid("param").id), 202),
);
contractSignatureApi.route("/contracts", sendRoutes);

const webhookRoutes = openRoutes();
webhookRoutes.openapi(
  createRoute({
    method: "post",
    path: "/yousign",
    tags: ["contracts"],
    summary: "Yousign's webhook: a signer signed, the request is done, declined or expired",
    description:
      "Verified by the header X-Yousign-Signature-256: sha256= and the hex HMAC-SHA-256 of the raw body under YOUSIGN_WEBHOOK_SECRET, compared in constant time; 401 otherwise. Applied once per event_id, to the request whose id was stored when it was made; an event for a request we did not make changes nothing. Answers 200.",
    security: [],
    request: { headers: z.object({ "x-yousign-signature-256": z.string().max(512).optional() }) },
    responses: { 200: jsonResponse(z.object({ outcome: z.string() }), "Received"), ...errorResponses(400, 401, 413, 422) },
  }),
  async (c) => {
    const rawBody = await bodyText(c.req.raw);
    const outcome = await acceptYousignWebhook(
      { ...publicOperationContextOf(c), signature: c.env },
      { signature: c.req.header(YOUSIGN_SIGNATURE_HEADER), rawBody },
    );
    return c.json({ outcome }, 200);
  },
);
contractSignatureApi.route("/webhooks", webhookRoutes);

// The local driver's signing page (development only, like every /v1/dev path).
const devRoutes = openRoutes();
devRoutes.use("*", onlyInDevelopment);

const LocalRequestSchema = z.object({
  request_id: z.string(),
  contract_id: z.number().int(),
  contract_number: z.string(),
  status: z.string(),
  signers: z.array(z.object({ role: z.string(), signer_id: z.string(), link: z.string(), signed_at: z.string().nullable() })),
});
const RequestParamsSchema = z.object({ request_id: z.string().regex(/^local-[\w-]{1,80}$/) });

devRoutes.openapi(
  createRoute({
    method: "get",
    path: "/signatures",
    tags: ["dev"],
    hide: true,
    summary: "The local signature driver's requests and their signers (development only)",
    responses: { 200: jsonResponse(z.array(LocalRequestSchema), "Newest first"), ...errorResponses(404) },
  }),
  async (c) => c.json(await listLocalSignatureRequests(c.get("db")), 200),
);

devRoutes.openapi(
  createRoute({
    method: "get",
    path: "/signatures/{request_id}/documents/{audience}",
    tags: ["dev"],
    hide: true,
    summary: "A document given to the local signature driver (development only)",
    request: { params: RequestParamsSchema.extend({ audience: z.enum(CONTRACT_AUDIENCES) }) },
    responses: { 200: { description: "The PDF" }, ...errorResponses(404, 422) },
  }),
  async (c) => {
    const { request_id, audience } = c.req.valid("param");
    const object = await c.env.FILES.get(localSignatureFileKey(request_id, audience));
    if (!object) throw notFound();
    return new Response(object.body, { headers: { "Content-Type": "application/pdf", "Content-Disposition": "inline" } });
  },
);

devRoutes.openapi(
  createRoute({
    method: "post",
    path: "/signatures/{request_id}/signers/{signer_id}/{decision}",
    tags: ["dev"],
    hide: true,
    summary: "Sign or decline by hand on the local signing page: the events Yousign's webhook would bring (development only)",
    request: { params: RequestParamsSchema.extend({ signer_id: z.string().max(100), decision: z.enum(["sign", "decline"]) }) },
    responses: { 204: { description: "Applied" }, ...errorResponses(404, 422) },
  }),
  async (c) => {
    const { request_id, signer_id, decision } = c.req.valid("param");
    await signLocally({ db: c.get("db"), now: new Date(), jobs: c.env.JOBS }, { requestId: request_id, signerId: signer_id, decision });
    return c.body(null, 204);
  },
);
contractSignatureApi.route("/dev", devRoutes);
