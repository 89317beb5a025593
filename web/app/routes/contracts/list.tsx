import { useTranslation } from "#web/app/i18n/use-translation";
import { redirect, useNavigation } from "react-router";
import { z } from "zod";
import { ContractSchema, type Contract } from "#domain/contracts/contract-schemas";
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
import { ContractsFilter } from "./+list/contracts-filter";
import { contractFiltersOf } from "./+list/contracts-query";
import { ContractsTable } from "./+list/contracts-table";
import type { Route } from "./+types/list";

// /contracts: the space's mission contracts, newest first, filtered by status and by lateness (not
// signed by their due day, two jours ouvrables after the placement), paged by /v1 (decision 0050).

const PER_PAGE = 25;

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, screenTitleKey(error, "contracts.title"));
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requirePermission(args, "jobs-delegate");
  const url = new URL(args.request.url);
  const filters = contractFiltersOf(url.searchParams);
  const page = pageParam(url.searchParams);
  const spaceId = workingSpaceIdOf(args.request, session);
  if (spaceId === null) {
    return { spaceId, filters, contracts: [] as Contract[], pageInfo: { page: 1, lastPage: 1, total: 0, totalIsLowerBound: false } };
  }
  const { data: contracts, headers } = await loadFromApi(args, "/contracts", z.array(ContractSchema), {
    space_id: spaceId,
    status: filters.status ?? undefined,
    late: filters.late ?? undefined,
    page,
    per_page: PER_PAGE,
  });
  const pageInfo = pageInfoOf(headers, page);
  if (contracts.length === 0 && pageInfo.total > 0 && page > pageInfo.lastPage) {
    throw redirect(pageHref(url.pathname, url.search, pageInfo.lastPage));
  }
  return { spaceId, filters, contracts, pageInfo };
}

export default function ContractsList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { spaceId, filters, contracts, pageInfo } = loaderData;
  const loading = navigation.state === "loading" && navigation.location.pathname === "/contracts";
  const filtered = filters.status !== null || filters.late !== null;

  return (
    <div className="space-y-6">
      <PageHeader title={t("contracts.title")} description={t("contracts.intro")} />
      {spaceId === null ? (
        <ChooseSpace
          title={t("contracts.list.noSpaceTitle")}
          message={t("contracts.list.noSpaceMessage")}
          choose={t("contracts.list.noSpaceChoose")}
        />
      ) : (
        <section aria-labelledby="contracts-list-title">
          <h2 id="contracts-list-title" className="sr-only">
            {t("contracts.list.caption")}
          </h2>
          <ContractsFilter key={`${filters.status ?? ""}-${filters.late ?? ""}`} status={filters.status} late={filters.late} />
          {contracts.length === 0 ? (
            <div className="mt-4">
              <EmptyState icon="document" title={filtered ? t("contracts.list.emptyFiltered") : t("contracts.list.empty")} />
            </div>
          ) : (
            <ContractsTable contracts={contracts} loading={loading} />
          )}
          <div className="mt-4">
            <Pagination page={pageInfo.page} lastPage={pageInfo.lastPage} total={pageInfo.total} />
          </div>
        </section>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
