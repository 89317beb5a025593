import { z } from "zod";
import { AvailabilityRequestCreateSchema, AvailabilityRequestResultSchema } from "#domain/sms/availability-request-schemas";
import { callApi } from "#web/app/lib/api.server";
import { fieldMessagesFromZod } from "#web/app/lib/field-messages";
import { refusalOf } from "#web/app/lib/forms/refusal";
import { refusalFrom, sessionExpired, withRefusalStatus } from "#web/app/lib/forms/refusal.server";
import { readSession } from "#web/app/lib/session.server";
import type { Route } from "./+types/actions";

// The availability-request dialog's server side (a resource route, no screen): opened from the worker
// list's selection and from a worker's file (spec 000 §1), both post here.

/** POST /availability-requests: asks the workers for the period (POST /v1/workers/availability-requests). */
export async function action(args: Route.ActionArgs) {
  // Signed out meanwhile: the dialog keeps what was typed and says why (spec 000 §8).
  if (!(await readSession(args))) return withRefusalStatus(sessionExpired());
  const formData = await args.request.formData();
  const day = (name: string) => {
    const value = String(formData.get(name) ?? "").trim();
    return value === "" ? undefined : value;
  };
  const body = { worker_ids: formData.getAll("worker_ids").map(Number), from: day("from"), to: day("to") };
  const checked = AvailabilityRequestCreateSchema.safeParse(body);
  if (!checked.success) return withRefusalStatus(refusalOf(422, fieldMessagesFromZod(checked.error)));
  const response = await callApi(args, "/workers/availability-requests", { method: "POST", json: checked.data });
  if (!response.ok) return withRefusalStatus(await refusalFrom(args, response));
  return { ok: true as const, results: z.array(AvailabilityRequestResultSchema).parse(await response.json()) };
}
