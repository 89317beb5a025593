import type { MiddlewareFunction } from "react-router";
import { z } from "zod";
import { BULK_WORKERS_MAX, BulkWorkersAnswerSchema, WorkerSummarySchema, type WorkerSummary } from "#domain/workers/worker-schemas";
import { callApi, loadFromApi, type ServerArgs } from "#web/app/lib/api.server";
import { catalogueMessage, refusalFrom } from "#web/app/lib/forms/refusal.server";
import { pageInfoOf } from "#web/app/lib/route-params.server";
import { workingSpaceIdOf } from "#web/app/lib/selected-space.server";
import { requireSession } from "#web/app/lib/session.server";
import { workerListFromUrl } from "./worker-list-query";
import { listFromSessionCall, workersListWithSession } from "./workers-list-call.server";

// The worker list's calls to /v1: one page of workers, and the bulk archive / reactivate.

/** One /v1 call for the page: the list's, which brings the session with it. */
export const workersListMiddleware: MiddlewareFunction<Response>[] = [workersListWithSession];

/** The /workers page's data: the working space's page of workers, or none when no space is chosen. */
export async function loadWorkerList(args: ServerArgs) {
  const session = await requireSession(args);
  const { view, apiQuery } = workerListFromUrl(new URL(args.request.url).searchParams);
  const spaceId = workingSpaceIdOf(args.request, session);
  if (spaceId === null)
    return { spaceId, view, workers: [] as WorkerSummary[], pageInfo: { page: 1, lastPage: 1, total: 0, totalIsLowerBound: false } };

  const { workers, pageInfo } =
    (await listFromSessionCall(args, session, spaceId, view.page)) ?? (await loadWorkerPage(args, spaceId, apiQuery, view.page));
  return { spaceId, view, workers, pageInfo };
}

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
  // Told in the snackbar: the catalogue's message, whatever field /v1 names.
  if (!response.ok) return refusalFrom(args, response, { formMessages: catalogueMessage });
  const answer = BulkWorkersAnswerSchema.parse(await response.json());
  return { ok: true as const, intent, changed: answer.changed, refused: answer.refused.map((entry) => entry.id) };
}
