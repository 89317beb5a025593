import { useTranslation } from "#web/app/i18n/use-translation";
import { redirect, useNavigation } from "react-router";
import { z } from "zod";
import { DpaeSummarySchema, type DpaeSummary } from "#domain/dpae/dpae-schemas";
import { ChooseSpace } from "#web/app/components/choose-space";
import { EmptyState } from "#web/app/components/empty-state";
import { PageHeader } from "#web/app/components/page-header";
import { pageHref, Pagination } from "#web/app/components/pagination";
import { ScreenErrorBoundary, screenTitleKey } from "#web/app/components/screen-error-boundary";
import { pageTitle } from "#web/app/i18n/page-title";
import { loadFromApi } from "#web/app/lib/api.server";
import { pageInfoOf, pageParam } from "#web/app/lib/route-params.server";
import { workingSpaceIdOf } from "#web/app/lib/selected-space.server";
import { requirePermission } from "#web/app/lib/session.server";
import { DeclareForm } from "./+list/declare-form";
import { declareWorker } from "./+list/declare.server";
import { statusFilterOf } from "./+list/dpae-list-query";
import { DpaeStatusFilter } from "./+list/dpae-status-filter";
import { DpaeTable } from "./+list/dpae-table";
import type { Route } from "./+types/list";

// /dpae ("DPAE and confirmation", spec 000 §2): the space's declarations, newest
// first, filtered by status and paged by /v1, and the form declaring an accepted worker.

const PER_PAGE = 25;

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, screenTitleKey(error, "pages.dpae"));
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requirePermission(args, "jobs-delegate");
  const url = new URL(args.request.url);
  const status = statusFilterOf(url.searchParams);
  const page = pageParam(url.searchParams);
  const spaceId = workingSpaceIdOf(args.request, session);
  if (spaceId === null) {
    return { spaceId, status, declarations: [] as DpaeSummary[], pageInfo: { page: 1, lastPage: 1, total: 0, totalIsLowerBound: false } };
  }
  const { data: declarations, headers } = await loadFromApi(args, "/dpae", z.array(DpaeSummarySchema), {
    space_id: spaceId,
    status: status ?? undefined,
    page,
    per_page: PER_PAGE,
  });
  const pageInfo = pageInfoOf(headers, page);
  // A page past the end (an old link): the last page instead.
  if (declarations.length === 0 && pageInfo.total > 0 && page > pageInfo.lastPage) {
    throw redirect(pageHref(url.pathname, url.search, pageInfo.lastPage));
  }
  return { spaceId, status, declarations, pageInfo };
}

export async function action(args: Route.ActionArgs) {
  await requirePermission(args, "jobs-delegate");
  return declareWorker(args, await args.request.formData());
}

export default function DpaeList({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { spaceId, status, declarations, pageInfo } = loaderData;
  const loading = navigation.state === "loading" && navigation.location.pathname === "/dpae";

  return (
    <div className="space-y-6">
      <PageHeader title={t("shell.dpae")} description={t("dpae.intro")} />
      {spaceId === null ? (
        <ChooseSpace title={t("dpae.list.noSpaceTitle")} message={t("dpae.list.noSpaceMessage")} choose={t("dpae.list.noSpaceChoose")} />
      ) : (
        <>
          <DeclareForm refusal={actionData} />
          <section aria-labelledby="dpae-list-title">
            <h2 id="dpae-list-title" className="sr-only">
              {t("dpae.title")}
            </h2>
            <DpaeStatusFilter key={status ?? ""} status={status} />
            {declarations.length === 0 ? (
              <div className="mt-4">
                <EmptyState icon="document" title={status ? t("dpae.list.emptyFiltered") : t("dpae.list.empty")} />
              </div>
            ) : (
              <DpaeTable declarations={declarations} loading={loading} />
            )}
            <div className="mt-4">
              <Pagination page={pageInfo.page} lastPage={pageInfo.lastPage} total={pageInfo.total} />
            </div>
          </section>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
