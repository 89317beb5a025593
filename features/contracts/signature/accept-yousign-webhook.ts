import { z } from "zod";
import { AppError } from "#domain/errors/app-error";
import { isSameSecret } from "#features/access/same-secret";
import type { PublicOperationContext } from "#features/operation-context";
import { applySignatureEvent } from "./apply-signature-event";
import { readSignatureConfig, type SignatureBindings } from "./drivers/signature-config";

/** The header Yousign signs its webhook calls in: `sha256=` and the hex HMAC-SHA-256 of the raw body. */
export const YOUSIGN_SIGNATURE_HEADER = "X-Yousign-Signature-256";

/** What we read of Yousign's webhook body; the rest (event_time, subscription…) is not needed. */
const YousignEventSchema = z.object({
  event_id: z.string().min(1).max(200),
  event_name: z.string().min(1).max(100),
  data: z.object({
    signature_request: z.object({ id: z.string().min(1).max(200) }),
    signer: z.object({ id: z.string().min(1).max(200) }).nullish(),
  }),
});

export async function yousignSignature(secret: string, rawBody: string) {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(rawBody));
  return `sha256=${[...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * POST /v1/webhooks/yousign (decision 0054): the signature header must be the HMAC-SHA-256 of the raw
 * body under YOUSIGN_WEBHOOK_SECRET, compared in constant time (401 otherwise, before the body is read as
 * JSON). The event is then applied once per event id, to the request whose id we stored when we made it.
 */
export async function acceptYousignWebhook(
  context: PublicOperationContext & { signature: SignatureBindings },
  input: { signature: string | undefined; rawBody: string },
) {
  const secret = readSignatureConfig(context.signature).YOUSIGN_WEBHOOK_SECRET;
  if (
    !secret ||
    !input.signature ||
    !(await isSameSecret(input.signature.trim().toLowerCase(), await yousignSignature(secret, input.rawBody)))
  ) {
    throw new AppError("unauthenticated", "Invalid webhook signature");
  }
  let body: unknown;
  try {
    body = JSON.parse(input.rawBody);
  } catch {
    throw new AppError("malformed_request", "Unreadable JSON");
  }
  const parsed = YousignEventSchema.safeParse(body);
  if (!parsed.success) {
    throw new AppError("validation_failed", "Invalid input", {
      fields: parsed.error.issues.map((issue) => ({ field: issue.path.join("."), reason: issue.code, message: issue.message })),
    });
  }
  const event = parsed.data;
  return applySignatureEvent({ db: context.db, now: context.now, jobs: context.bindings.JOBS }, "yousign", {
    eventId: event.event_id,
    eventName: event.event_name,
    requestId: event.data.signature_request.id,
    signerId: event.data.signer?.id ?? null,
  });
}
