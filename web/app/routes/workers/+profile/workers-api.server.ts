import { zodFieldErrors } from "../../../../../domain/errors/zod-field-errors";
import { BulkWorkersAnswerSchema, WorkerCreateSchema, WorkerFileSchema, WorkerUpdateSchema } from "../../../../../domain/workers/worker-schemas";
import { callApi } from "../../../lib/api.server";
import { actionRefusal, localRefusal, type ServerArgs } from "../../../lib/screen-api.server";
import { workerInputFromForm, workerUpdateFromForm } from "./worker-form-values";

// The profile screens' writes to /v1. Each form is checked here with the schema /v1 uses before it is
// sent (CONVENTIONS §2): a crafted post gets the same field messages as the browser's check.

/** POST /v1/workers: a worker of the given space. */
export async function createWorker(args: ServerArgs, spaceId: number, formData: FormData) {
  const input = { ...workerInputFromForm(formData), space_id: spaceId };
  const parsed = WorkerCreateSchema.safeParse(input);
  if (!parsed.success) return localRefusal(zodFieldErrors(parsed.error));
  const response = await callApi(args, "/workers", { method: "POST", json: input });
  if (!response.ok) return actionRefusal(args, response);
  const worker = WorkerFileSchema.parse(await response.json());
  return { ok: true as const, id: worker.id, name: `${worker.first_name} ${worker.last_name}` };
}

/** PATCH /v1/workers/{id} with the fields the form changed; /v1 checks the merged profile's rules. */
export async function updateWorker(args: ServerArgs, id: number, formData: FormData) {
  const update = workerUpdateFromForm(formData);
  const parsed = WorkerUpdateSchema.safeParse(update);
  if (!parsed.success) return localRefusal(zodFieldErrors(parsed.error));
  const response = await callApi(args, `/workers/${id}`, { method: "PATCH", json: update });
  if (!response.ok) return actionRefusal(args, response);
  return { ok: true as const, intent: "update" as const };
}

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
