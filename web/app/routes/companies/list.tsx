import { useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { data, Link, redirect, useFetcher, useLocation, useNavigation } from "react-router";
import { z } from "zod";
import { hasPermission } from "#domain/auth/permissions";
import { CompanyListItemSchema, type CompanyListItem, type ListCompaniesQuery } from "#domain/companies/company-schemas";
import { formatFrenchPhone } from "#domain/french/phone";
import { formatDate } from "#domain/format/format-date-time";
import { buttonStyles } from "#web/app/components/button-styles";
import { ConfirmDialog } from "#web/app/components/confirm-dialog";
import { EmptyState } from "#web/app/components/empty-state";
import { Icon } from "#web/app/components/icons";
import { ResultCountStatus } from "#web/app/components/result-count-status";
import { PageHeader } from "#web/app/components/page-header";
import { pageHref, Pagination } from "#web/app/components/pagination";
import { TabLinks } from "#web/app/components/tab-links";
import { pageTitle } from "#web/app/i18n/page-title";
import { apiErrorFrom } from "#web/app/lib/api-error";
import { callApi, loaderFailure } from "#web/app/lib/api.server";
import type { FieldError } from "#domain/errors/app-error";
import { fieldMessagesOf } from "#web/app/lib/field-messages";
import { workingSpaceIdOf } from "#web/app/lib/selected-space.server";
import { requireSession } from "#web/app/lib/session.server";
import { ScreenErrorBoundary } from "#web/app/components/screen-error-boundary";
import { findLegalForm, findNafCode, loadReferenceLists, setCompanyArchived } from "./+shared/companies-api.server";
import { companyListQueryFromUrl } from "./+shared/company-list-query";
import { CompanySearchForm } from "./+shared/company-search-form";
import { ArchivedBadge, CompanyStateBadge } from "./+shared/company-state-badge";
import { NoSpaceSelected } from "./+shared/no-space";
import { useArchiveSnackbar } from "./+shared/use-archive-snackbar";
import type { Route } from "./+types/list";

// Spec 000 §2 /companies: the companies of the selected space in two tabs (live and archived), searched
// by name, sorted and paged on the server; with company_search_filters (spec 000 §6), a filter panel.
// Archive and reactivate (spec 000 §4) from each row.

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageTitle(matches, loaderData?.view.archived ? "companies.pages.archived" : "pages.companies");
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireSession(args);
  const spaceId = workingSpaceIdOf(args.request, session);
  const canFilter = hasPermission(session.permissions, "company_search_filters");
  const { query, view } = companyListQueryFromUrl(new URL(args.request.url).searchParams, canFilter);
  const empty = { spaceId, canFilter, view, companies: [] as CompanyListItem[], total: 0, pageCount: 1 };
  if (spaceId === null) return { ...empty, references: null, chosenApe: null, chosenLegalForm: null, refused: [] as FieldError[] };

  const [list, references, chosenApe, chosenLegalForm] = await Promise.all([
    listCompanies(args, { ...query, space_id: spaceId }),
    canFilter ? loadReferenceLists(args, true) : null,
    view.filters.ape_code ? findNafCode(args, view.filters.ape_code, view.apeNomenclature) : null,
    view.filters.legal_form_code ? findLegalForm(args, view.filters.legal_form_code) : null,
  ]);
  const pageCount = Math.max(1, Math.ceil(list.total / query.per_page));
  // A page past the end (companies archived meanwhile, an old link): the last page instead.
  if (list.companies.length === 0 && query.page > pageCount) {
    const url = new URL(args.request.url);
    throw redirect(pageHref(url.pathname, url.search, pageCount));
  }
  return { ...empty, ...list, pageCount, references, chosenApe, chosenLegalForm };
}

/** One page of companies; a filter /v1 refuses (an unknown postal code) is dropped and reported. */
async function listCompanies(args: Route.LoaderArgs, query: ListCompaniesQuery) {
  let response = await callApi(args, "/companies", { query: { ...query } });
  let refused: FieldError[] = [];
  if (response.status === 422) {
    refused = (await apiErrorFrom(response)).fields.filter((issue) => issue.field.startsWith("query."));
    const retry: Record<string, unknown> = { ...query };
    for (const issue of refused) delete retry[issue.field.slice("query.".length)];
    if (retry.near_postal_code === undefined) {
      delete retry.distance_km;
      if (retry.sort === "distance") retry.sort = "name";
    }
    response = await callApi(args, "/companies", { query: retry as ListCompaniesQuery });
  }
  if (!response.ok) return loaderFailure(args, response);
  const companies = z.array(CompanyListItemSchema).parse(await response.json());
  const total = Number(response.headers.get("X-Total-Count") ?? companies.length);
  return {
    companies,
    total: Number.isFinite(total) ? total : companies.length,
    refused: refused.map((issue) => ({ ...issue, field: issue.field.slice("query.".length) })),
  };
}

const ArchiveFormSchema = z.object({ intent: z.enum(["archive", "reactivate"]), id: z.coerce.number().int().positive() });

export async function action(args: Route.ActionArgs) {
  const parsed = ArchiveFormSchema.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  return setCompanyArchived(args, parsed.data.id, parsed.data.intent);
}

export default function CompanyList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const { view, spaceId, companies, total, pageCount, canFilter, references, chosenApe, chosenLegalForm, refused } = loaderData;
  const [archiving, setArchiving] = useState<CompanyListItem | null>(null);
  const fetcher = useFetcher<typeof action>({ key: "company-archive" });
  const updating = navigation.state === "loading" && navigation.location.pathname === "/companies";
  const countText = view.archived ? t("companies.list.countArchived", { count: total }) : t("companies.list.count", { count: total });
  const filtered = view.q !== "" || Object.keys(view.filters).length > 0;

  useArchiveSnackbar(fetcher.state, fetcher.data);

  function setArchived(company: CompanyListItem, intent: "archive" | "reactivate") {
    void fetcher.submit({ intent, id: company.id }, { method: "post", action: `/companies${location.search}` });
  }

  const tabSearch = (archived: boolean) => {
    const params = new URLSearchParams(location.search);
    params.delete("page");
    if (archived) params.set("view", "archived");
    else params.delete("view");
    const text = params.toString();
    return text ? `/companies?${text}` : "/companies";
  };

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t("pages.companies")}>
        <Link to="/companies/create" className={buttonStyles.primary}>
          <Icon name="plus" className="size-4" />
          {t("companies.list.create")}
        </Link>
      </PageHeader>

      {spaceId === null ? (
        <NoSpaceSelected />
      ) : (
        <>
          <div className="mt-6">
            <TabLinks
              label={t("companies.list.views")}
              current={view.archived ? "archived" : "active"}
              tabs={[
                { id: "active", to: tabSearch(false), label: t("companies.list.tabActive") },
                { id: "archived", to: tabSearch(true), label: t("companies.list.tabArchived") },
              ]}
            />
          </div>

          <CompanySearchForm
            key={location.search}
            view={view}
            canFilter={canFilter}
            references={references}
            chosenApe={chosenApe}
            chosenLegalForm={chosenLegalForm}
            refused={fieldMessagesOf(refused)}
          />

          <section aria-labelledby="company-results" aria-busy={updating} className="mt-6">
            <div className="mb-3 flex items-center justify-between gap-3">
              <h2 id="company-results" className="text-sm font-medium text-ink-muted" data-testid="company-count">
                {countText}
              </h2>
              <ResultCountStatus
                updating={updating}
                updatingText={t("companies.list.updating")}
                countText={countText}
                className="text-sm text-ink-subtle"
              />
            </div>
            <div className={`transition-opacity ${updating ? "opacity-60" : ""}`}>
              {companies.length === 0 ? (
                <EmptyList archived={view.archived} filtered={filtered} />
              ) : (
                <ul
                  className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-xs"
                  aria-label={t("companies.list.results")}
                >
                  {companies.map((company) => (
                    <CompanyRow
                      key={company.id}
                      company={company}
                      busy={fetcher.state !== "idle" && fetcher.formData?.get("id") === String(company.id)}
                      onArchive={() => setArchiving(company)}
                      onReactivate={() => setArchived(company, "reactivate")}
                    />
                  ))}
                </ul>
              )}
            </div>
            <div className="mt-4">
              <Pagination page={view.page} lastPage={pageCount} />
            </div>
          </section>
        </>
      )}

      <ConfirmDialog
        open={archiving !== null}
        title={t("companies.list.archiveTitle")}
        description={t("companies.list.archiveMessage", { name: archiving?.name ?? "" })}
        confirmLabel={t("companies.list.archive")}
        onClose={() => setArchiving(null)}
        onConfirm={() => {
          if (archiving) setArchived(archiving, "archive");
          setArchiving(null);
        }}
      />
    </div>
  );
}

function EmptyList({ archived, filtered }: { archived: boolean; filtered: boolean }) {
  const { t } = useTranslation();
  if (filtered) {
    return (
      <EmptyState icon="search" title={t("companies.list.noMatchTitle")} hint={t("companies.list.noMatchMessage")}>
        <Link to={archived ? "/companies?view=archived" : "/companies"} className={buttonStyles.secondary}>
          {t("companies.list.clearSearch")}
        </Link>
      </EmptyState>
    );
  }
  if (archived) {
    return <EmptyState icon="archiveBox" title={t("companies.list.emptyArchivedTitle")} hint={t("companies.list.emptyArchivedMessage")} />;
  }
  return (
    <EmptyState icon="building" title={t("companies.list.emptyTitle")} hint={t("companies.list.emptyMessage")}>
      <Link to="/companies/create" className={buttonStyles.primary}>
        <Icon name="plus" className="size-4" />
        {t("companies.list.create")}
      </Link>
    </EmptyState>
  );
}

function CompanyRow({
  company,
  busy,
  onArchive,
  onReactivate,
}: {
  company: CompanyListItem;
  busy: boolean;
  onArchive(): void;
  onReactivate(): void;
}) {
  const { t, i18n } = useTranslation();
  const archived = company.archived_at !== null;
  return (
    <li
      className="grid gap-x-4 gap-y-2 px-4 py-4 sm:px-5 md:grid-cols-[minmax(0,2.2fr)_minmax(0,1.5fr)_minmax(0,1.2fr)_minmax(12rem,auto)] md:items-center"
      data-testid="company-row"
    >
      <div className="min-w-0">
        <Link to={`/companies/${company.id}`} className="block truncate font-medium text-ink hover:text-accent hover:underline">
          {company.name}
        </Link>
        <p className="truncate text-sm text-ink-muted">{company.trade_name}</p>
      </div>
      <div className="min-w-0 text-sm text-ink-muted">
        <p className="flex items-center gap-1.5 truncate">
          <Icon name="mapPin" className="size-4 shrink-0 text-ink-subtle" />
          <span className="truncate">
            {company.zipcode} {company.city}
          </span>
          {company.distance_km !== null ? (
            <span className="shrink-0 text-ink-subtle">
              · {t("companies.list.distance", { km: company.distance_km.toLocaleString(i18n.language, { maximumFractionDigits: 1 }) })}
            </span>
          ) : null}
        </p>
        {company.phone ? (
          <p className="mt-0.5 flex items-center gap-1.5 truncate">
            <Icon name="phone" className="size-4 shrink-0 text-ink-subtle" />
            {formatFrenchPhone(company.phone)}
          </p>
        ) : null}
      </div>
      <div className="min-w-0 space-y-0.5 text-xs text-ink-subtle">
        {company.siret ? <p className="tabular-nums">{t("companies.list.siret", { siret: company.siret })}</p> : null}
        {company.ape_code ? <p>{t("companies.list.ape", { code: company.ape_code })}</p> : null}
        <p>{t("companies.list.contacts", { count: company.contacts_count })}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 md:justify-end">
        <CompanyStateBadge state={company.state} />
        {archived && company.archived_at ? (
          <ArchivedBadge label={t("companies.list.archivedOn", { date: formatDate(new Date(company.archived_at), i18n.language) })} />
        ) : null}
        <button
          type="button"
          className={`${buttonStyles.ghost} px-2.5 py-1.5`}
          onClick={archived ? onReactivate : onArchive}
          disabled={busy}
          aria-label={`${archived ? t("companies.list.reactivate") : t("companies.list.archive")} – ${company.name}`}
        >
          <Icon name={archived ? "restore" : "archiveBox"} className="size-4" />
          <span>{archived ? t("companies.list.reactivate") : t("companies.list.archive")}</span>
        </button>
      </div>
    </li>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
