import { useTranslation } from "#web/app/i18n/use-translation";
import { Link } from "react-router";
import { buttonStyles } from "#web/app/components/button-styles";
import { Icon } from "#web/app/components/icons";
import { ScreenErrorBoundary } from "#web/app/components/screen-error-boundary";
import { sessionExpired, withRefusalStatus } from "#web/app/lib/forms/refusal.server";
import { numericIdParam } from "#web/app/lib/route-params.server";
import { readSession, requireSession } from "#web/app/lib/session.server";
import { WorkerEditForm } from "./+profile/worker-edit-form";
import { workerPageTitle } from "./+profile/worker-page-title";
import { loadWorker, updateWorker } from "./+profile/workers-api.server";
import type { Route } from "./+types/update";

// /workers/update/{id}, the mobile layout of the update (spec 000 §2): the worker form in one column,
// sections that fold, phone-sized controls, the save button always within thumb's reach.

export function meta(args: Route.MetaArgs) {
  return workerPageTitle(args, "workers.profile.pages.update");
}

export async function loader(args: Route.LoaderArgs) {
  await requireSession(args);
  return { worker: await loadWorker(args, numericIdParam(args.params.id)) };
}

export async function action(args: Route.ActionArgs) {
  // A session gone meanwhile is answered to the form, which keeps what was typed.
  if (!(await readSession(args))) return withRefusalStatus(sessionExpired());
  // A refusal from /v1 (a 401 included) comes back with its status, so the router keeps the form.
  return updateWorker(args, numericIdParam(args.params.id));
}

export default function WorkerUpdate({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { worker } = loaderData;
  const name = `${worker.first_name} ${worker.last_name}`;

  return (
    <div className="mx-auto max-w-lg">
      <div className="flex items-center gap-2">
        <Link
          to={`/workers/${worker.id}`}
          className={`${buttonStyles.icon} size-11`}
          aria-label={t("workers.profile.update.back", { name })}
        >
          <Icon name="arrowLeft" />
        </Link>
        <div className="min-w-0">
          <h1 className="truncate text-xl font-semibold tracking-tight text-ink">{t("workers.profile.update.title")}</h1>
          <p className="truncate text-sm text-ink-muted">{name}</p>
        </div>
      </div>
      <div className="mt-5">
        <WorkerEditForm worker={worker} layout="mobile" />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
