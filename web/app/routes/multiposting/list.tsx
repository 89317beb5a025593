import { useTranslation } from "#web/app/i18n/use-translation";
import { Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { JobOfferSummarySchema, type JobOfferSummary } from "#domain/job-offers/job-offer-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { EmptyState } from "#web/app/components/empty-state";
import { FormAlert } from "#web/app/components/form/form-alert";
import { Icon } from "#web/app/components/icons";
import { PageHeader } from "#web/app/components/page-header";
import { pageHref, Pagination } from "#web/app/components/pagination";
import { ScreenErrorBoundary, screenTitleKey } from "#web/app/components/screen-error-boundary";
import { pageTitle } from "#web/app/i18n/page-title";
import { loadFromApi } from "#web/app/lib/api.server";
import { pageInfoOf, pageParam } from "#web/app/lib/route-params.server";
import { workingSpaceIdOf } from "#web/app/lib/selected-space.server";
import { requirePermission } from "#web/app/lib/session.server";
import { useOneShotSearchParam } from "#web/app/lib/use-one-shot-search-param";
import { offerStatusOf, OfferStatusFilter } from "./+shared/offer-status-filter";
import { OffersTable } from "./+shared/offers-table";
import type { Route } from "./+types/list";

// /multiposting: the space's offers, newest first, filtered by spec 000 §4's labels and paged by /v1.
// The Create menu's "offer" entry (spec 000 §2) arrives as ?create=offer and goes on to the form.

const PER_PAGE = 25;

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, screenTitleKey(error, "pages.multiposting"));
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requirePermission(args, "multiposting");
  const url = new URL(args.request.url);
  if (url.searchParams.get("create") === "offer") throw redirect("/multiposting/new");
  const status = offerStatusOf(url.searchParams);
  const page = pageParam(url.searchParams);
  const spaceId = workingSpaceIdOf(args.request, session);
  const saved = url.searchParams.get("credentials") === "saved";
  if (spaceId === null) return { status, offers: [] as JobOfferSummary[], pageInfo: { page: 1, lastPage: 1, total: 0 }, saved };
  const { data: offers, headers } = await loadFromApi(args, "/job-offers", z.array(JobOfferSummarySchema), {
    space_id: spaceId,
    status: status ?? undefined,
    page,
    per_page: PER_PAGE,
  });
  const pageInfo = pageInfoOf(headers, page);
  // A page past the end (an old link): the last page instead.
  if (offers.length === 0 && pageInfo.total > 0 && page > pageInfo.lastPage)
    throw redirect(pageHref(url.pathname, url.search, pageInfo.lastPage));
  return { status, offers, pageInfo, saved };
}

export default function OffersList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { status, offers, pageInfo, saved } = loaderData;
  useOneShotSearchParam("credentials", saved);
  const loading = navigation.state === "loading" && navigation.location.pathname === "/multiposting";
  return (
    <div className="space-y-6">
      <PageHeader title={t("shell.multiposting")} description={t("multiposting.intro")}>
        <Link to="/multiposting/new" className={buttonStyles.primary}>
          <Icon name="plus" className="size-4" />
          {t("multiposting.list.create")}
        </Link>
      </PageHeader>
      {saved ? <FormAlert tone="success">{t("multiposting.credentials.saved")}</FormAlert> : null}
      <section aria-labelledby="offers-title">
        <h2 id="offers-title" className="sr-only">
          {t("multiposting.list.caption")}
        </h2>
        <OfferStatusFilter key={status ?? ""} status={status} />
        {offers.length === 0 ? (
          <div className="mt-4">
            <EmptyState
              icon="megaphone"
              title={status ? t("multiposting.list.emptyFiltered") : t("multiposting.list.empty")}
              hint={status ? undefined : t("multiposting.list.emptyHint")}
            />
          </div>
        ) : (
          <OffersTable offers={offers} loading={loading} />
        )}
        <div className="mt-4">
          <Pagination page={pageInfo.page} lastPage={pageInfo.lastPage} total={pageInfo.total} />
        </div>
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
