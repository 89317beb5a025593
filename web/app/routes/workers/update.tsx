import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { WorkerFileSchema } from "../../../../domain/workers/worker-schemas";
import { buttonStyles } from "../../components/button-styles";
import { Icon } from "../../components/icons";
import { ScreenErrorBoundary, screenTitleKey } from "../../components/screen-error-boundary";
import { pageTitle } from "../../i18n/page-title";
import { numericIdParam } from "../../lib/api-data.server";
import { getJson } from "../../lib/screen-api.server";
import { requireSession } from "../../lib/session.server";
import { useSavedSnackbar } from "./+profile/use-saved-snackbar";
import { WorkerForm } from "./+profile/worker-form";
import { updateWorker } from "./+profile/workers-api.server";
import type { Route } from "./+types/update";

// /workers/update/{id}, the mobile layout of the update (spec 000 §2): the worker form in one column,
// sections that fold, phone-sized controls, the save button always within thumb's reach.

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return pageTitle(matches, screenTitleKey(error, "pages.workers"));
  const { first_name, last_name } = loaderData.worker;
  return pageTitle(matches, "workers.profile.pages.update", { name: `${first_name} ${last_name}` });
}

export async function loader(args: Route.LoaderArgs) {
  await requireSession(args);
  const { data: worker } = await getJson(args, `/workers/${numericIdParam(args.params.id)}`, WorkerFileSchema);
  return { worker };
}

export async function action(args: Route.ActionArgs) {
  await requireSession(args);
  return updateWorker(args, numericIdParam(args.params.id), await args.request.formData());
}

export default function WorkerUpdate({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { worker } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useSavedSnackbar(answer);
  const name = `${worker.first_name} ${worker.last_name}`;

  return (
    <div className="mx-auto max-w-lg">
      <div className="flex items-center gap-2">
        <Link to={`/workers/${worker.id}`} className={`${buttonStyles.icon} size-11`} aria-label={t("workers.profile.update.back", { name })}>
          <Icon name="arrowLeft" />
        </Link>
        <div className="min-w-0">
          <h1 className="truncate text-xl font-semibold tracking-tight text-ink">{t("workers.profile.update.title")}</h1>
          <p className="truncate text-sm text-ink-muted">{name}</p>
        </div>
      </div>
      <div className="mt-5">
        <WorkerForm
          key={worker.updated_at}
          mode="edit"
          layout="mobile"
          worker={worker}
          spaceId={worker.space_id}
          submitting={fetcher.state !== "idle"}
          refusal={answer && !answer.ok ? answer : null}
          onSubmit={(formData) => void fetcher.submit(formData, { method: "post" })}
        />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
