import { data } from "react-router";
import type { z } from "zod";
import { zodFieldErrors } from "#domain/errors/zod-field-errors";
import { BulkWorkersAnswerSchema, WorkerCreateSchema, WorkerFileSchema, WorkerUpdateSchema } from "#domain/workers/worker-schemas";
import {
  actionRefusal,
  type ActionRefusal,
  callApi,
  loadFromApi,
  loaderFailure,
  localRefusal,
  type ServerArgs,
  sessionExpiredRefusal,
} from "#web/app/lib/api.server";
import { ifMatchOf } from "#web/app/lib/row-version";
import { workerFileCall } from "./worker-file-call.server";
import { workerInputFromForm, workerUpdateFromForm } from "./worker-form-values";

/**
 * GET /v1/workers/{id}: the worker a file or its mobile update shows (a 404 shows the not-found page);
 * on the file's page, the call that also brought the session (worker-file-call.server.ts).
 */
export async function loadWorker(args: ServerArgs, id: number) {
  const call = workerFileCall(args, id);
  if (!call) return (await loadFromApi(args, `/workers/${id}`, WorkerFileSchema)).data;
  const { response, body } = await call;
  if (!response.ok) return loaderFailure(args, response);
  return WorkerFileSchema.parse(await body());
}

// The profile screens' writes to /v1. Each form is checked here with the schema /v1 uses before it is
// sent (CONVENTIONS §2): a crafted post gets the same field messages as the browser's check.

/** Checks a worker form's input, then sends it; a refusal, found here or by /v1, comes back ready to show. */
async function sendChecked(
  args: ServerArgs,
  schema: z.ZodType,
  input: unknown,
  path: `/${string}`,
  method: "POST" | "PATCH",
  ifMatch?: string,
) {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return localRefusal(zodFieldErrors(parsed.error));
  const response = await callApi(args, path, { method, json: input, ifMatch });
  // An update keeps its form through a sign-out; a creation goes to the login screen as before.
  if (response.status === 401 && method === "PATCH") return sessionExpiredRefusal();
  return response.ok ? { ok: true as const, response } : actionRefusal(args, response);
}

/** POST /v1/workers: the posted worker, in the given space. */
export async function createWorker(args: ServerArgs, spaceId: number) {
  const input = { ...workerInputFromForm(await args.request.formData()), space_id: spaceId };
  const sent = await sendChecked(args, WorkerCreateSchema, input, "/workers", "POST");
  if (!sent.ok) return sent;
  const worker = WorkerFileSchema.parse(await sent.response.json());
  return { ok: true as const, id: worker.id, name: `${worker.first_name} ${worker.last_name}` };
}

/**
 * PATCH /v1/workers/{id} with the fields the posted form changed; /v1 checks the merged profile's rules.
 * The action of both the file's profile tab and the mobile update screen.
 */
export async function updateWorker(args: ServerArgs, id: number) {
  const formData = await args.request.formData();
  // The form sends the version it loaded: /v1 answers 412 rather than overwrite a change made since.
  const sent = await sendChecked(args, WorkerUpdateSchema, workerUpdateFromForm(formData), `/workers/${id}`, "PATCH", ifMatchOf(formData));
  if (sent.ok) return { ok: true as const, intent: "update" as const };
  // A refusal keeps its status, so the router does not reload the worker under the form: what was typed stays.
  return data(sent, { status: sent.status || 502 });
}

/** What the update action answers the form's fetcher. */
export type WorkerUpdateAnswer = { ok: true; intent: "update" } | ActionRefusal;

/**
 * Archive (DELETE /v1/workers/{id}) or reactivate (POST /v1/workers/reactivate) one worker, spec 000 §4.
 * `changed` is false when someone else did it first (or the worker is gone).
 */
export async function setWorkerArchived(args: ServerArgs, id: number, intent: "archive" | "reactivate") {
  if (intent === "archive") {
    const response = await callApi(args, `/workers/${id}`, { method: "DELETE" });
    if (!response.ok) return actionRefusal(args, response);
    return { ok: true as const, intent, changed: true };
  }
  const response = await callApi(args, "/workers/reactivate", { method: "POST", json: { ids: [id] } });
  if (!response.ok) return actionRefusal(args, response);
  const answer = BulkWorkersAnswerSchema.parse(await response.json());
  return { ok: true as const, intent, changed: answer.changed.includes(id) };
}
