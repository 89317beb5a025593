import { useFetcher } from "react-router";
import { numericIdParam } from "../../../lib/api-data.server";
import { requireSession } from "../../../lib/session.server";
import { useSavedSnackbar } from "../+profile/use-saved-snackbar";
import { WorkerForm } from "../+profile/worker-form";
import { updateWorker } from "../+profile/workers-api.server";
import type { Route } from "./+types/profile";
import { useWorkerFile } from "./layout";

// The profile tab of a worker's file (/workers/{id}, the index): the worker form filled with the
// worker the layout loaded; saving sends the changed fields (PATCH /v1/workers/{id}).

export async function action(args: Route.ActionArgs) {
  await requireSession(args);
  return updateWorker(args, numericIdParam(args.params.id), await args.request.formData());
}

export default function WorkerProfileTab() {
  const worker = useWorkerFile();
  const fetcher = useFetcher<typeof action>({ key: `worker-${worker.id}-profile` });
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useSavedSnackbar(answer);
  return (
    <WorkerForm
      // A saved profile comes back from the loader: the form starts again from it.
      key={worker.updated_at}
      mode="edit"
      layout="wide"
      worker={worker}
      spaceId={worker.space_id}
      submitting={fetcher.state !== "idle"}
      refusal={answer && !answer.ok ? answer : null}
      onSubmit={(formData) => void fetcher.submit(formData, { method: "post" })}
    />
  );
}
