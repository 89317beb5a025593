import type { z } from "zod";
import { BulkWorkersAnswerSchema, WorkerCreateSchema, WorkerFileSchema, WorkerUpdateSchema } from "#domain/workers/worker-schemas";
import { callApi, loadFromApi, loaderFailure, type ServerArgs } from "#web/app/lib/api.server";
import { errorMessageKey } from "#web/app/lib/error-messages";
import { fieldMessagesFromZod } from "#web/app/lib/field-messages";
import type { Refusal } from "#web/app/lib/forms/refusal";
import {
  catalogueMessage,
  refusalFrom,
  refusalOfCheck,
  sessionExpired,
  withRefusalStatus,
  type RefusalOptions,
} from "#web/app/lib/forms/refusal.server";
import { ifMatchOf } from "#web/app/lib/row-version";
import { workerFieldMessage } from "./worker-field-messages";
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

/**
 * A worker form's refusal: the worker's wording of its fields, and the catalogue's message for the whole
 * form when it says more than "fix the fields" (spec 000 §8: e-mail or mobile taken, external reference
 * taken) or when no field explains the refusal.
 */
const WORKER_REFUSAL: RefusalOptions = {
  messageOf: workerFieldMessage,
  formMessages: (error, explained) =>
    explained && errorMessageKey(error.status, error.serverMessage) === "errors.unknown" ? [] : catalogueMessage(error),
};

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
  if (!parsed.success) return refusalOfCheck(fieldMessagesFromZod(parsed.error, undefined, { messageOf: workerFieldMessage }));
  const response = await callApi(args, path, { method, json: input, ifMatch });
  // An update keeps its form through a sign-out; a creation goes to the login screen.
  if (response.status === 401 && method === "PATCH") return sessionExpired();
  return response.ok ? { ok: true as const, response } : refusalFrom(args, response, WORKER_REFUSAL);
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
  return withRefusalStatus(sent);
}

/** What the update action answers the form's fetcher. */
export type WorkerUpdateAnswer = { ok: true; intent: "update" } | Refusal;

/**
 * Archive (DELETE /v1/workers/{id}) or reactivate (POST /v1/workers/reactivate) one worker, spec 000 §4.
 * `changed` is false when someone else did it first (or the worker is gone).
 */
export async function setWorkerArchived(args: ServerArgs, id: number, intent: "archive" | "reactivate") {
  if (intent === "archive") {
    const response = await callApi(args, `/workers/${id}`, { method: "DELETE" });
    // Told in the snackbar: the catalogue's message, whatever field /v1 names.
    if (!response.ok) return refusalFrom(args, response, { formMessages: catalogueMessage });
    return { ok: true as const, intent, changed: true };
  }
  const response = await callApi(args, "/workers/reactivate", { method: "POST", json: { ids: [id] } });
  if (!response.ok) return refusalFrom(args, response, { formMessages: catalogueMessage });
  const answer = BulkWorkersAnswerSchema.parse(await response.json());
  return { ok: true as const, intent, changed: answer.changed.includes(id) };
}
