import { data } from "react-router";
import { z } from "zod";
import { ORDER_CLOSING_STATES } from "#domain/enums/order";
import { parisWallTimeToInstant } from "#domain/dates/paris-wall-time";
import { callApi, type ServerArgs } from "#web/app/lib/api.server";
import type { Refusal } from "#web/app/lib/forms/refusal";
import { catalogueMessage, refusalFrom } from "#web/app/lib/forms/refusal.server";
import { requirePermission } from "#web/app/lib/session.server";
import { sendConfirmation, type DetailAnswer } from "#web/app/routes/dpae/+detail/detail-actions.server";
import { postDeclaration } from "#web/app/routes/dpae/+shared/declare.server";

// The writes of an order's file (spec 000 §4, decision 0027), one intent each, sent to /v1 as the
// signed-in browser: add or delete a period (forced or not), propose to workers, attribute or withdraw
// a place, replace or record the abandonment of an accepted worker (decision 0037), close with a closing
// state, cancel; for an accepted worker, declare the DPAE and send the
// mission confirmation (decision 0036), both behind jobs-delegate. Each answers its
// intent, so each part of the screen reads only its own answer. A refusal carries the catalogue's
// message whatever its fields (spec 000 §8: the snackbar says it), and the fields for the parts of
// the screen that place them (a period's bounds, the workers of a proposal, the replacement).

const IntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add-period"), starts_at: z.string(), ends_at: z.string() }),
  z.object({
    intent: z.literal("delete-period"),
    period_id: z.coerce.number().int().positive(),
    force: z.enum(["true", "false"]).optional(),
  }),
  z.object({
    intent: z.literal("propose"),
    worker_ids: z.array(z.coerce.number().int().positive()).min(1),
    force: z.enum(["true", "false"]).optional(),
  }),
  z.object({ intent: z.literal("attribute"), worker_id: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("withdraw"), worker_id: z.coerce.number().int().positive() }),
  z.object({
    intent: z.literal("replace"),
    worker_id: z.coerce.number().int().positive(),
    replacement_worker_id: z.coerce.number().int().positive(),
    force: z.enum(["true", "false"]).optional(),
  }),
  z.object({ intent: z.literal("abandon"), worker_id: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("phone-accept"), worker_id: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("resend-sms"), worker_id: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("close"), closing_state: z.enum(ORDER_CLOSING_STATES) }),
  z.object({ intent: z.literal("cancel") }),
  z.object({ intent: z.literal("declare-dpae"), worker_id: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("send-confirmation"), worker_id: z.coerce.number().int().positive() }),
]);
type OrderInput = z.infer<typeof IntentSchema>;
export type OrderIntent = z.infer<typeof IntentSchema>["intent"];

const ProposalResultsSchema = z.array(z.object({ worker_id: z.number().int(), status: z.string() }));

export type OrderActionAnswer =
  { intent: OrderIntent; ok: true; proposals?: z.infer<typeof ProposalResultsSchema> } | ({ intent: OrderIntent } & Refusal) | DetailAnswer;

const SAID_IN_SNACKBAR = { formMessages: catalogueMessage };

/** A wall time of the add-period form as an instant; the text itself when it is none, for /v1 to refuse. */
function instantOf(value: string): string {
  return parisWallTimeToInstant(value)?.toISOString() ?? value;
}

function callFor(
  args: ServerArgs,
  orderId: number,
  input: Exclude<OrderInput, { intent: "declare-dpae" | "send-confirmation" }>,
): Promise<Response> {
  const base = `/orders/${orderId}` as const;
  switch (input.intent) {
    case "add-period":
      return callApi(args, `${base}/periods`, {
        method: "POST",
        json: { starts_at: instantOf(input.starts_at), ends_at: instantOf(input.ends_at) },
      });
    case "delete-period":
      return callApi(args, `${base}/periods/${input.period_id}`, {
        method: "DELETE",
        query: { force: input.force === "true" ? "true" : undefined },
      });
    case "propose":
      return callApi(args, `${base}/proposals`, { method: "POST", json: { worker_ids: input.worker_ids, force: input.force === "true" } });
    case "attribute":
      return callApi(args, `${base}/workers/${input.worker_id}/attribution`, { method: "POST" });
    case "withdraw":
      return callApi(args, `${base}/workers/${input.worker_id}/attribution`, { method: "DELETE" });
    case "replace":
      return callApi(args, `${base}/workers/${input.worker_id}/replacement`, {
        method: "POST",
        json: { replacement_worker_id: input.replacement_worker_id, force: input.force === "true" },
      });
    case "phone-accept":
      return callApi(args, `${base}/workers/${input.worker_id}/phone-acceptance`, { method: "POST" });
    case "resend-sms":
      return callApi(args, `${base}/workers/${input.worker_id}/sms-resend`, { method: "POST" });
    case "abandon":
      return callApi(args, `${base}/workers/${input.worker_id}/abandonment`, { method: "POST" });
    case "close":
      return callApi(args, `${base}/close`, { method: "POST", json: { closing_state: input.closing_state } });
    case "cancel":
      return callApi(args, `${base}/cancel`, { method: "POST" });
  }
}

export async function orderFileAction(args: ServerArgs, orderId: number) {
  const formData = await args.request.formData();
  const parsed = IntentSchema.safeParse({ ...Object.fromEntries(formData), worker_ids: formData.getAll("worker_ids") });
  if (!parsed.success) throw data(null, { status: 400 });
  const input = parsed.data;
  if (input.intent === "declare-dpae" || input.intent === "send-confirmation") return dpaeAction(args, orderId, input);
  const response = await callFor(args, orderId, input);
  if (!response.ok) return { intent: input.intent, ...(await refusalFrom(args, response, SAID_IN_SNACKBAR)) } satisfies OrderActionAnswer;
  const proposals = input.intent === "propose" ? ProposalResultsSchema.parse(await response.json()) : undefined;
  return { intent: input.intent, ok: true as const, proposals } satisfies OrderActionAnswer;
}

/** The DPAE writes of an accepted worker's row: the DPAE screen's own, for this order (decision 0036). */
async function dpaeAction(args: ServerArgs, orderId: number, input: Extract<OrderInput, { intent: "declare-dpae" | "send-confirmation" }>) {
  await requirePermission(args, "jobs-delegate");
  if (input.intent === "send-confirmation") return sendConfirmation(args, orderId, input.worker_id);
  // Success opens the declaration (a redirect); a refusal names every failing check under the worker.
  const refusal = await postDeclaration(args, { order_id: orderId, worker_id: input.worker_id }, SAID_IN_SNACKBAR);
  return data({ intent: "declare-dpae" as const, ...refusal } satisfies OrderActionAnswer, { status: refusal.status });
}
