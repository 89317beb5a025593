import { data } from "react-router";
import { PublicTimesheetSchema } from "#domain/timesheets/timesheet-approval";
import { apiErrorFrom } from "#web/app/lib/api-error";
import { callApi, routeErrorFrom, type ServerArgs } from "#web/app/lib/api.server";
import { preferenceRedirect } from "#web/app/routes/registration/+shared/registration-page.server";
import { FIELDS, fieldName, type DayFields } from "./worker-fields";

// What the worker's page /mes-heures/{code} reads and sends (decision 0052): /v1's public worker
// routes. A forged, expired or other page's code is a 404 there, and so is the page ("link no longer
// valid"). The page has no script: one plain form whose buttons either save the days or save then send.

const CODE = /^[A-Za-z0-9_-]{1,200}$/;

function codeOf(params: { code?: string }) {
  const code = params.code ?? "";
  if (!CODE.test(code)) throw data(null, { status: 404 });
  return code;
}

export async function loadWorkerWeek(args: ServerArgs & { params: { code?: string } }) {
  const preference = preferenceRedirect(args.request);
  if (preference) throw preference;
  return readWorkerWeek(args);
}

async function readWorkerWeek(args: ServerArgs & { params: { code?: string } }) {
  const response = await callApi(args, `/public/worker-timesheets/${codeOf(args.params)}`);
  if (response.status === 404) throw data(null, { status: 404 });
  if (!response.ok) throw routeErrorFrom(await apiErrorFrom(response));
  return PublicTimesheetSchema.parse(await response.json());
}

/** A refusal of the API pointed at its day: its stable reason (translated by the page) and its message. */
export interface DayRefusal {
  reason: string;
  message: string;
}

export type WorkerActionResult =
  | { outcome: "saved" }
  | { outcome: "sent" }
  | { outcome: "refused"; refusals: Record<string, DayRefusal[]>; values: Record<string, DayFields> }
  | { outcome: "conflict"; message: string };

function fieldsOf(form: FormData, date: string): DayFields {
  const entries = FIELDS.map((field) => [field, String(form.get(fieldName(field, date)) ?? "").trim()] as const);
  return Object.fromEntries(entries) as unknown as DayFields;
}

/** A number the worker typed; left as typed when it is not one, so the API's 400 names the day's field. */
function numberOf(text: string, decimal = false): number | string {
  if (text === "") return 0;
  const value = Number(text.replace(",", "."));
  return Number.isFinite(value) && (decimal || Number.isInteger(value)) ? value : text;
}

/** A day goes to the API when the worker wrote anything in it; an empty card is a day off. */
function dayOf(date: string, fields: DayFields) {
  const absent = fields.absence !== "";
  const anything = FIELDS.some((field) => fields[field] !== "");
  if (!anything) return null;
  return {
    date,
    start: absent ? null : fields.start || null,
    end: absent ? null : fields.end || null,
    break_minutes: absent ? 0 : numberOf(fields.break_minutes),
    absence: absent ? { reason: fields.absence, comment: fields.absence_comment || null } : null,
    night_minutes: absent ? 0 : numberOf(fields.night_minutes),
    meal_allowance: numberOf(fields.meal_allowance, true),
    transport_allowance: numberOf(fields.transport_allowance, true),
  };
}

/** Save the week's days ("save"), or save them and send the week to the client ("submit"). */
export async function saveWorkerWeek(args: ServerArgs & { params: { code?: string } }): Promise<WorkerActionResult> {
  const code = codeOf(args.params);
  const form = await args.request.formData();
  const week = await readWorkerWeek(args);
  const editable = week.calendar.filter((day) => day.in_placement).map((day) => day.date);
  const values = Object.fromEntries(editable.map((date) => [date, fieldsOf(form, date)]));
  const days = editable.flatMap((date) => dayOf(date, values[date]!) ?? []);

  const saved = await callApi(args, `/public/worker-timesheets/${code}`, { method: "PUT", json: { days } });
  if (!saved.ok) return refusedOrThrown(saved, days, values);
  if (form.get("intent") !== "submit") return { outcome: "saved" };
  const sent = await callApi(args, `/public/worker-timesheets/${code}/submit`, { method: "POST" });
  if (sent.ok) return { outcome: "sent" };
  return refusedOrThrown(sent, days, values);
}

async function refusedOrThrown(
  response: Response,
  days: { date: string }[],
  values: Record<string, DayFields>,
): Promise<WorkerActionResult> {
  if (response.status === 404) throw data(null, { status: 404 });
  const error = await apiErrorFrom(response);
  if (response.status === 409) return { outcome: "conflict", message: error.message };
  if (response.status !== 400 && response.status !== 422) throw routeErrorFrom(error);
  // Each refusal names `days.<index>…`: the index of the day sent, so the page shows it on that day's card.
  const refusals: Record<string, DayRefusal[]> = {};
  for (const field of error.fields) {
    const index = /^days\.(\d+)/.exec(field.field)?.[1];
    const date = index === undefined ? days[0]?.date : days[Number(index)]?.date;
    if (!date) continue;
    (refusals[date] ??= []).push({ reason: field.reason, message: field.message });
  }
  return { outcome: "refused", refusals, values };
}
