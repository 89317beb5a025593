import type { MiddlewareFunction } from "react-router";
import type { WorkerFile } from "#domain/workers/worker-schemas";
import type { ServerArgs } from "#web/app/lib/api.server";
import { numericIdParam } from "#web/app/lib/route-params.server";
import { requireSession } from "#web/app/lib/session.server";
import { workerFileWithSession } from "../+profile/worker-file-call.server";
import { loadWorker } from "../+profile/workers-api.server";

// The server half of the file's layout, apart from its screen so a Node test can run it.

/** One /v1 call for the page: the worker's, which brings the session with it. */
export const workerFileMiddleware: MiddlewareFunction<Response>[] = [workerFileWithSession];

/** The worker every tab of the file shows; signed out → the login screen, missing → the not-found page. */
export async function loadWorkerFile(args: ServerArgs & { params: { id?: string } }): Promise<{ worker: WorkerFile }> {
  await requireSession(args);
  return { worker: await loadWorker(args, numericIdParam(args.params.id)) };
}
