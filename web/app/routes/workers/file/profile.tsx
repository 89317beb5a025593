import { sessionExpired, withRefusalStatus } from "#web/app/lib/forms/refusal.server";
import { numericIdParam } from "#web/app/lib/route-params.server";
import { readSession } from "#web/app/lib/session.server";
import { OcrSuggestions } from "../+profile/ocr-suggestions";
import { WorkerEditForm } from "../+profile/worker-edit-form";
import { updateWorker } from "../+profile/workers-api.server";
import type { Route } from "./+types/profile";
import { useWorkerFile } from "./layout";

// The profile tab of a worker's file (/workers/{id}, the index): the worker form filled with the
// worker the layout loaded; saving sends the changed fields (PATCH /v1/workers/{id}).

export async function action(args: Route.ActionArgs) {
  // A session gone meanwhile is answered to the form, which keeps what was typed.
  if (!(await readSession(args))) return withRefusalStatus(sessionExpired());
  // A refusal from /v1 (a 401 included) comes back with its status, so the router keeps the form.
  return updateWorker(args, numericIdParam(args.params.id));
}

export default function WorkerProfileTab() {
  const worker = useWorkerFile();
  return (
    <>
      <OcrSuggestions worker={worker} />
      <WorkerEditForm worker={worker} layout="wide" fetcherKey={`worker-${worker.id}-profile`} />
    </>
  );
}
