import { z } from "zod";
import { BULK_WORKERS_MAX, BulkWorkersAnswerSchema, WorkerSummarySchema } from "#domain/workers/worker-schemas";
import { actionRefusal, callApi, loadFromApi, type ServerArgs } from "#web/app/lib/api.server";
import { pageInfoOf } from "#web/app/lib/route-params.server";

// The worker list's calls to /v1: one page of workers, and the bulk archive / reactivate.

/** A page of workers with its page count and total (X-Total-Count, Link rel="last"). */
export async function loadWorkerPage(args: ServerArgs, spaceId: number, query: Record<string, string>, page: number) {
  const { data, headers } = await loadFromApi(args, "/workers", z.array(WorkerSummarySchema), { ...query, space_id: spaceId });
  return { workers: data, pageInfo: pageInfoOf(headers, page) };
}

export const BulkFormSchema = z.object({
  intent: z.enum(["archive", "reactivate"]),
  ids: z.array(z.coerce.number().int().positive()).min(1).max(BULK_WORKERS_MAX),
});

/** Spec 000 §4: archive or reactivate several workers; /v1 says which changed and which it refused. */
export async function changeWorkersArchived(args: ServerArgs, intent: "archive" | "reactivate", ids: number[]) {
  const response = await callApi(args, `/workers/${intent}`, { method: "POST", json: { ids } });
  if (!response.ok) return actionRefusal(args, response);
  const answer = BulkWorkersAnswerSchema.parse(await response.json());
  return { ok: true as const, intent, changed: answer.changed, refused: answer.refused.map((entry) => entry.id) };
}
