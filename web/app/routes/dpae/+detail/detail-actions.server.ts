import { data } from "react-router";
import { ConfirmationSentSchema, type ConfirmationSent } from "#domain/orders/mission-confirmation-schemas";
import { callApi, type ServerArgs } from "#web/app/lib/api.server";
import type { Refusal } from "#web/app/lib/forms/refusal";
import { catalogueMessage, refusalFrom } from "#web/app/lib/forms/refusal.server";

export type DetailAnswer =
  | { ok: true; intent: "resend" }
  | { ok: true; intent: "send-confirmation"; sent: ConfirmationSent }
  | (Refusal & { intent: "resend" | "send-confirmation" });

/**
 * Said beside the button: a resend after an unknown outcome asks first that staff checked the deposit
 * (decision 0030, the `deposit_checked` field); anything else, the catalogue's message.
 */
async function refused(args: ServerArgs, response: Response, intent: "resend" | "send-confirmation") {
  const refusal = await refusalFrom(args, response, {
    formMessages: (error) =>
      error.fields.some((field) => field.field === "deposit_checked")
        ? [{ key: "dpae.detail.depositCheckedMissing" }]
        : catalogueMessage(error),
  });
  return data<DetailAnswer>({ ...refusal, intent }, { status: refusal.status });
}

/** "Send again" after an error; after an unknown outcome only once staff say they checked (decision 0030). */
export async function resendDeclaration(args: ServerArgs, id: number, depositChecked: boolean) {
  const response = await callApi(args, `/dpae/${id}/resend`, { method: "POST", json: depositChecked ? { deposit_checked: true } : {} });
  if (!response.ok) return refused(args, response, "resend");
  return { ok: true, intent: "resend" } satisfies DetailAnswer;
}

/** The mission confirmation: the e-mail to the order's contact and the voucher SMS (decision 0031). */
export async function sendConfirmation(args: ServerArgs, orderId: number, workerId: number) {
  const response = await callApi(args, `/orders/${orderId}/workers/${workerId}/confirmation/send`, { method: "POST" });
  if (!response.ok) return refused(args, response, "send-confirmation");
  return { ok: true, intent: "send-confirmation", sent: ConfirmationSentSchema.parse(await response.json()) } satisfies DetailAnswer;
}
