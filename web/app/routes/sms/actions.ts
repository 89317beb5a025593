import { data } from "react-router";
import { z } from "zod";
import { parisWallTimeToInstant } from "#domain/dates/paris-wall-time";
import { SmsSendRequestSchema, SmsSendResultSchema } from "#domain/sms/sms-schemas";
import { loadAllSpaces } from "#web/app/lib/all-spaces.server";
import { callApi } from "#web/app/lib/api.server";
import type { FieldError } from "#domain/errors/app-error";
import { fieldMessageOf, fieldMessagesFromZod, type FieldWording } from "#web/app/lib/field-messages";
import { refusalOf, type RefusalMessage } from "#web/app/lib/forms/refusal";
import { refusalFrom, sessionExpired, withRefusalStatus } from "#web/app/lib/forms/refusal.server";
import { readSession, requireSession } from "#web/app/lib/session.server";
import type { Route } from "./+types/actions";

// The SMS dialog's server side (a resource route, no screen): it is opened from the worker list and
// from a worker's file, so both post here, and every write of the web goes through a route action.

/** The SMS rules' own codes (domain/sms/sms-schemas.ts), said the dialog's way. */
const SMS_WORDING: FieldWording = {
  required: "sms.fieldErrors.required",
  too_long: "sms.fieldErrors.tooLong",
  after_send_at: "sms.fieldErrors.reminderAfterSend",
  "Invalid date": "sms.fieldErrors.invalidDate",
};

/** The SMS allowance (a user's rate, the space's day budget) refuses the whole send, not a field. */
const ALLOWANCE_FIELDS: ReadonlySet<string> = new Set(["sms_user_rate_limit", "sms_daily_budget"]);

function smsMessageOf(refusal: FieldError): RefusalMessage {
  if (refusal.field === "sms_daily_budget") return { key: "sms.dialog.dailyBudget" };
  if (refusal.field === "sms_user_rate_limit") {
    return { key: refusal.reason === "call_above_limit" ? "sms.dialog.rateAboveLimit" : "sms.dialog.rateExceeded" };
  }
  return fieldMessageOf(refusal, SMS_WORDING);
}

/** "" is the name Conform gives the form's own messages: the allowance is said above the form. */
const controlOf = (field: string) => (ALLOWANCE_FIELDS.has(field) ? "" : field);

/** GET /sms?space_id=: whether that space may send SMS (spec 000 §3 sms flag), for the button. */
export async function loader(args: Route.LoaderArgs) {
  await requireSession(args);
  const spaceId = z.coerce.number().int().positive().safeParse(new URL(args.request.url).searchParams.get("space_id"));
  if (!spaceId.success) throw data(null, { status: 400 });
  const space = (await loadAllSpaces(args)).find((candidate) => candidate.id === spaceId.data);
  // A space out of reach: the send itself would report every worker not found; the button stays.
  return { smsEnabled: space?.sms ?? true };
}

/** A datetime-local value (Paris wall time, as staff type every time) as the ISO instant /v1 reads. */
function instantOf(value: FormDataEntryValue | null): string | undefined | null {
  if (typeof value !== "string" || value.trim() === "") return undefined;
  return parisWallTimeToInstant(value.trim())?.toISOString() ?? null;
}

/** POST /sms: sends one message to the workers named (POST /v1/sms); one status per worker back. */
export async function action(args: Route.ActionArgs) {
  // Signed out meanwhile: the dialog keeps what was typed and says why (spec 000 §8).
  if (!(await readSession(args))) return withRefusalStatus(sessionExpired());
  const formData = await args.request.formData();
  const sendAt = instantOf(formData.get("send_at"));
  const reminderAt = instantOf(formData.get("reminder_at"));
  if (sendAt === null || reminderAt === null) {
    const invalidDate = { key: SMS_WORDING["Invalid date"]! };
    const fields = { send_at: sendAt === null ? invalidDate : undefined, reminder_at: reminderAt === null ? invalidDate : undefined };
    return withRefusalStatus(refusalOf(422, fields));
  }
  const body = {
    worker_ids: formData.getAll("worker_ids").map(Number),
    message: String(formData.get("message") ?? ""),
    ...(sendAt ? { send_at: sendAt } : {}),
    ...(reminderAt ? { reminder_at: reminderAt } : {}),
  };
  const checked = SmsSendRequestSchema.safeParse(body);
  if (!checked.success) return withRefusalStatus(refusalOf(422, fieldMessagesFromZod(checked.error, undefined, { wording: SMS_WORDING })));

  // One key per opening of the dialog: a double click or a retry stores and sends nothing twice.
  const key = String(formData.get("idempotency_key") ?? "");
  const headers = key.length >= 8 && key.length <= 200 ? { "Idempotency-Key": key } : undefined;
  const response = await callApi(args, "/sms", { method: "POST", json: body, headers });
  if (!response.ok) return withRefusalStatus(await refusalFrom(args, response, { messageOf: smsMessageOf, fieldOf: controlOf }));
  return { ok: true as const, messages: SmsSendResultSchema.parse(await response.json()).messages };
}
