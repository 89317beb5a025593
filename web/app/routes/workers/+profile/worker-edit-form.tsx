import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { WorkerFile } from "#domain/workers/worker-schemas";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { VERSION_FIELD } from "#web/app/lib/row-version";
import type { WorkerFormLayout } from "./worker-form-context";
import { WorkerForm } from "./worker-form";
import type { WorkerUpdateAnswer } from "./workers-api.server";

interface WorkerEditFormProps {
  worker: WorkerFile;
  layout: WorkerFormLayout;
  /** A fetcher key, when the answer must outlive the form (the file's tabs come and go). */
  fetcherKey?: string;
}

/**
 * The worker form on an existing worker (the file's profile tab, the mobile update screen): posted by a
 * fetcher to the route's action (updateWorker), which answers "saved" or why not.
 */
export function WorkerEditForm({ worker, layout, fetcherKey }: WorkerEditFormProps) {
  const fetcher = useFetcher<WorkerUpdateAnswer>(fetcherKey === undefined ? undefined : { key: fetcherKey });
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;

  // "Saved", once per answer: not again as the saved worker comes back from the loader.
  const told = useRef<unknown>(null);
  useEffect(() => {
    if (!answer?.ok || told.current === answer) return;
    told.current = answer;
    showSnackbar({ key: "workers.profile.form.saved", tone: "success" });
  }, [answer]);

  return (
    <WorkerForm
      // A saved profile comes back from the loader: the form starts again from it.
      key={worker.updated_at}
      mode="edit"
      layout={layout}
      worker={worker}
      spaceId={worker.space_id}
      submitting={fetcher.state !== "idle"}
      refusal={answer && !answer.ok ? answer : null}
      onSubmit={(formData) => {
        formData.set(VERSION_FIELD, worker.updated_at);
        void fetcher.submit(formData, { method: "post" });
      }}
    />
  );
}
