import { useTranslation } from "#web/app/i18n/use-translation";
import { useFetcher } from "react-router";
import { BackLink } from "#web/app/components/back-link";
import { ChooseSpace } from "#web/app/components/choose-space";
import { PageHeader } from "#web/app/components/page-header";
import { ScreenErrorBoundary } from "#web/app/components/screen-error-boundary";
import { pageTitle } from "#web/app/i18n/page-title";
import { refusalOfCheck } from "#web/app/lib/forms/refusal.server";
import { requireSession } from "#web/app/lib/session.server";
import { useOpenCreated } from "#web/app/lib/use-open-created";
import { workingSpaceIdOf } from "#web/app/lib/selected-space.server";
import { WorkerForm } from "./+profile/worker-form";
import { createWorker } from "./+profile/workers-api.server";
import type { Route } from "./+types/create";

// Spec 000 §2 /workers/create: a worker of the current space (the list's, so a new worker lands where
// the list shows), every field of spec 000 §3, the rules of §5 checked in the browser, in this action
// and by /v1 (CONVENTIONS §2).

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "pages.workerCreate");
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireSession(args);
  return { spaceId: workingSpaceIdOf(args.request, session) };
}

export async function action(args: Route.ActionArgs) {
  const session = await requireSession(args);
  const spaceId = workingSpaceIdOf(args.request, session);
  if (spaceId === null) return refusalOfCheck({ space_id: { key: "validation.required" } });
  return createWorker(args, spaceId);
}

export default function WorkerCreate({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useOpenCreated(answer, "workers.profile.form.created", "/workers");

  return (
    <div className="mx-auto max-w-4xl">
      <BackLink to="/workers">{t("workers.profile.file.back")}</BackLink>
      <div className="mt-4">
        <PageHeader title={t("pages.workerCreate")} />
      </div>
      {loaderData.spaceId === null ? (
        <ChooseSpace
          title={t("workers.profile.noSpace.title")}
          message={t("workers.profile.noSpace.message")}
          choose={t("workers.profile.noSpace.choose")}
        />
      ) : (
        <div className="mt-6">
          <WorkerForm
            key={loaderData.spaceId}
            mode="create"
            layout="wide"
            worker={null}
            spaceId={loaderData.spaceId}
            submitting={fetcher.state !== "idle"}
            refusal={answer && !answer.ok ? answer : null}
            onSubmit={(formData) => void fetcher.submit(formData, { method: "post" })}
          />
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
