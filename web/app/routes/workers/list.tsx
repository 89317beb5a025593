import { useCallback, useRef, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { data, Link, redirect, useFetcher, useLocation, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { WorkerSummary } from "#domain/workers/worker-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { ConfirmDialog } from "#web/app/components/confirm-dialog";
import { Icon } from "#web/app/components/icons";
import { AvailabilityRequestButton } from "#web/app/components/availability-request/availability-request-button";
import { SmsButton } from "#web/app/components/sms/sms-button";
import { pageHref, Pagination } from "#web/app/components/pagination";
import { ResultCountStatus } from "#web/app/components/result-count-status";
import { PageHeader } from "#web/app/components/page-header";
import { ScreenErrorBoundary, screenTitleKey } from "#web/app/components/screen-error-boundary";
import { TabLinks } from "#web/app/components/tab-links";
import { pageTitle } from "#web/app/i18n/page-title";
import { DIALOG_LEAVE_MS } from "../shell/+shared/dialog-frame";
import { useShell } from "../shell/+shared/shell-context";
import { DisplayControls } from "./+list/display-controls";
import { EmptyList, NoSpaceChosen } from "./+list/empty-list";
import { readListSettings, withStoredSettings } from "./+list/list-settings";
import { SelectionBar } from "./+list/selection-bar";
import { useBulkOutcome } from "./+list/use-bulk-outcome";
import { useStoredSettingsOnHydration } from "./+list/use-stored-settings";
import { useRememberedListUrl } from "./+list/list-return";
import { useWorkerSelection } from "./+list/use-worker-selection";
import { WorkerCards } from "./+list/worker-cards";
import { WorkerFilters } from "./+list/worker-filters";
import { hasFilters, layoutOf, NO_FILTERS, workerListSearch, type WorkerListView } from "./+list/worker-list-query";
import { selectionKeyOf } from "./+list/worker-selection";
import { WorkerTable } from "./+list/worker-table";
import { BulkFormSchema, changeWorkersArchived, loadWorkerList, workersListMiddleware } from "./+list/workers-list.server";
import type { Route } from "./+types/list";

// Spec 000 §2 worker list (/workers, and its alias /future-workers): the workers of the space, filtered,
// sorted and paged by /v1, as cards or rows; the archived view; a selection kept in this browser for
// bulk archive and reactivation (spec 000 §4; spec 001 §3 view settings, worker selections per key).

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  return pageTitle(matches, screenTitleKey(error, loaderData?.view.archived ? "workers.list.titleArchived" : "pages.workers"));
}

/** One /v1 call for the page: the list's, which brings the session with it. */
export const middleware: Route.MiddlewareFunction[] = workersListMiddleware;

export async function loader(args: Route.LoaderArgs) {
  const list = await loadWorkerList(args);
  // A page past the end (workers archived meanwhile, an old link): the last page instead.
  const { workers, pageInfo, view } = list;
  if (workers.length === 0 && pageInfo.total > 0 && view.page > pageInfo.lastPage) {
    const url = new URL(args.request.url);
    throw redirect(pageHref(url.pathname, url.search, pageInfo.lastPage));
  }
  return list;
}

/** On a client navigation, the remembered view settings the URL leaves out are applied before loading. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const settled = withStoredSettings(url.searchParams, readListSettings());
  if (settled) throw redirect(`${url.pathname}?${settled}`);
  return serverLoader();
}

/** Cards or rows is the browser's business: switching asks the server for nothing. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const current = new URLSearchParams(currentUrl.search);
  const next = new URLSearchParams(nextUrl.search);
  current.delete("layout");
  next.delete("layout");
  current.sort();
  next.sort();
  return current.toString() === next.toString() ? false : defaultShouldRevalidate;
}

export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const parsed = BulkFormSchema.safeParse({ intent: formData.get("intent"), ids: formData.getAll("ids") });
  if (!parsed.success) throw data(null, { status: 400 });
  return changeWorkersArchived(args, parsed.data.intent, parsed.data.ids);
}

export default function WorkerList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const { user } = useShell();
  const { spaceId, workers, pageInfo } = loaderData;
  // The layout is read from the URL itself: switching it does not run the loader (shouldRevalidate).
  const view: WorkerListView = { ...loaderData.view, layout: layoutOf(new URLSearchParams(location.search)) };
  const [confirmingArchive, setConfirmingArchive] = useState(false);
  const fetcher = useFetcher<typeof action>({ key: "workers-bulk" });
  const keyOf = useCallback(
    (archived: boolean) => (spaceId === null ? null : selectionKeyOf(user.id, spaceId, archived)),
    [spaceId, user.id],
  );
  const selection = useWorkerSelection(keyOf(view.archived));
  useStoredSettingsOnHydration();
  useRememberedListUrl();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // The button that acted (the selection bar's, or a worker's own) leaves with the workers it moved,
  // and the confirm dialog hands the focus back to it once it has left (a fast answer can come first,
  // hence the wait): a keyboard user would be thrown back to the top of the page, so they resume at the
  // results. Focus in a field is left alone.
  const resumeAtResults = useCallback(() => {
    window.setTimeout(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body || focused instanceof HTMLButtonElement) resultsHeading.current?.focus();
    }, DIALOG_LEAVE_MS);
  }, []);
  useBulkOutcome(fetcher.state, fetcher.data, keyOf, resumeAtResults);

  const updating = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const countText = pageInfo.totalIsLowerBound
    ? t("workers.list.countAtLeast", { count: pageInfo.total })
    : view.archived
      ? t("workers.list.countArchived", { count: pageInfo.total })
      : t("workers.list.count", { count: pageInfo.total });
  const pending = fetcher.state !== "idle" ? fetcher.formData : undefined;
  // The SMS and availability-request dialogs name the workers of this page; others by their number.
  const selectedRecipients = {
    workerIds: selection.ids,
    workerNames: Object.fromEntries(workers.map((worker) => [worker.id, `${worker.first_name} ${worker.last_name}`])),
  };
  const busyIds = new Set(pending?.getAll("ids").map(Number) ?? []);

  function submitBulk(intent: "archive" | "reactivate", ids: readonly number[]) {
    const formData = new FormData();
    formData.set("intent", intent);
    for (const id of ids) formData.append("ids", String(id));
    void fetcher.submit(formData, { method: "post", action: `${location.pathname}${location.search}` });
  }

  const tabTo = (archived: boolean) => `${location.pathname}?${workerListSearch({ ...view, archived, page: 1 })}`;
  const rows = {
    workers,
    selection,
    archived: view.archived,
    busyIds,
    onReactivate: (worker: WorkerSummary) => submitBulk("reactivate", [worker.id]),
  };

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title={view.archived ? t("workers.list.titleArchived") : t("pages.workers")}>
        <Link to="/workers/create" className={buttonStyles.primary}>
          <Icon name="plus" className="size-4" />
          {t("workers.list.create")}
        </Link>
      </PageHeader>

      {spaceId === null ? (
        <NoSpaceChosen />
      ) : (
        <>
          <div className="mt-6">
            <TabLinks
              label={t("workers.list.views")}
              current={view.archived ? "archived" : "active"}
              tabs={[
                { id: "active", to: tabTo(false), label: t("workers.list.tabActive") },
                { id: "archived", to: tabTo(true), label: t("workers.list.tabArchived") },
              ]}
            />
          </div>

          <WorkerFilters key={workerListSearch({ ...view, layout: "card" }).toString()} view={view} />

          <section aria-labelledby="worker-results" aria-busy={updating} className="mt-6 space-y-3">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div className="flex flex-wrap items-baseline gap-x-2">
                <h2
                  id="worker-results"
                  ref={resultsHeading}
                  tabIndex={-1}
                  className="text-sm font-medium text-ink-muted"
                  data-testid="worker-count"
                >
                  {countText}
                </h2>
                <ResultCountStatus
                  updating={updating}
                  updatingText={t("workers.list.updating")}
                  countText={countText}
                  className="text-sm text-ink-subtle"
                />
              </div>
              <DisplayControls view={view} />
            </div>
            {workers.length > 0 || selection.ids.length > 0 ? (
              <SelectionBar
                archived={view.archived}
                pageIds={workers.map((worker) => worker.id)}
                selection={selection}
                busy={fetcher.state !== "idle"}
                onAct={() => (view.archived ? submitBulk("reactivate", selection.ids) : setConfirmingArchive(true))}
              >
                {view.archived ? null : (
                  <>
                    <SmsButton spaceId={spaceId} className={`${buttonStyles.secondary} px-3 py-1.5`} recipients={selectedRecipients} />
                    <AvailabilityRequestButton
                      spaceId={spaceId}
                      className={`${buttonStyles.secondary} px-3 py-1.5`}
                      recipients={selectedRecipients}
                    />
                  </>
                )}
              </SelectionBar>
            ) : null}
            <div className={`transition-opacity ${updating ? "opacity-60" : ""}`}>
              {workers.length === 0 ? (
                <EmptyList
                  archived={view.archived}
                  filtered={hasFilters(view.filters)}
                  clearFiltersTo={`${location.pathname}?${workerListSearch({ ...view, filters: NO_FILTERS, page: 1 })}`}
                />
              ) : view.layout === "list" ? (
                <WorkerTable {...rows} />
              ) : (
                <WorkerCards {...rows} />
              )}
            </div>
            <Pagination page={pageInfo.page} lastPage={pageInfo.lastPage} total={pageInfo.total} />
          </section>
        </>
      )}

      <ConfirmDialog
        open={confirmingArchive}
        title={t("workers.list.archiveDialog.title")}
        description={t("workers.list.archiveDialog.message", { count: selection.ids.length })}
        confirmLabel={t("workers.list.archiveDialog.confirm", { count: selection.ids.length })}
        onClose={() => setConfirmingArchive(false)}
        onConfirm={() => {
          submitBulk("archive", selection.ids);
          setConfirmingArchive(false);
        }}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
