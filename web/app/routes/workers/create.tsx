import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher, useNavigate } from "react-router";
import { Icon } from "../../components/icons";
import { PageHeader } from "../../components/page-header";
import { ScreenErrorBoundary } from "../../components/screen-error-boundary";
import { showSnackbar } from "../../components/snackbar/snackbar-bus";
import { pageTitle } from "../../i18n/page-title";
import { localRefusal } from "../../lib/screen-api.server";
import { selectedSpaceIdOf } from "../../lib/selected-space.server";
import { requireSession, type Session } from "../../lib/session.server";
import { NoSpaceSelected } from "./+profile/no-space";
import { WorkerForm } from "./+profile/worker-form";
import { createWorker } from "./+profile/workers-api.server";
import type { Route } from "./+types/create";

// Spec 000 §2 /workers/create: a worker of the current space, every field of spec 000 §3, the rules of
// §5 checked in the browser, in this action and by /v1 (CONVENTIONS §2).

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "pages.workerCreate");
}

/** The space chosen in this browser; someone who works in a single space needs to choose nothing. */
function spaceIdOf(request: Request, session: Session): number | null {
  return selectedSpaceIdOf(request, session) ?? (session.space_ids.length === 1 ? (session.space_ids[0] ?? null) : null);
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireSession(args);
  return { spaceId: spaceIdOf(args.request, session) };
}

export async function action(args: Route.ActionArgs) {
  const session = await requireSession(args);
  const spaceId = spaceIdOf(args.request, session);
  if (spaceId === null) return localRefusal([{ field: "space_id", reason: "required", message: "space_id_required" }]);
  return createWorker(args, spaceId, await args.request.formData());
}

export default function WorkerCreate({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fetcher = useFetcher<typeof action>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    if (!answer?.ok) return;
    showSnackbar({ key: "workers.profile.form.created", values: { name: answer.name }, tone: "success" });
    void navigate(`/workers/${answer.id}`);
  }, [answer, navigate]);

  return (
    <div className="mx-auto max-w-4xl">
      <Link to="/workers" className="inline-flex items-center gap-1.5 text-sm text-ink-muted hover:text-ink">
        <Icon name="arrowLeft" className="size-4" />
        {t("workers.profile.file.back")}
      </Link>
      <div className="mt-4">
        <PageHeader title={t("pages.workerCreate")} />
      </div>
      {loaderData.spaceId === null ? (
        <NoSpaceSelected />
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
