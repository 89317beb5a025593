import { useTranslation } from "#web/app/i18n/use-translation";
import { Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { z } from "zod";
import { ORDER_STATUSES } from "#domain/enums/order";
import { ListOrdersQuerySchema, OrderSummarySchema, type ListOrdersQuery } from "#domain/orders/order-schemas";
import { Badge } from "#web/app/components/badge";
import { buttonStyles } from "#web/app/components/button-styles";
import { ChooseSpace } from "#web/app/components/choose-space";
import { DataTable } from "#web/app/components/data-table";
import { EmptyState } from "#web/app/components/empty-state";
import { SelectField } from "#web/app/components/form/select-field";
import { TextField } from "#web/app/components/form/text-field";
import { Icon } from "#web/app/components/icons";
import { PageHeader } from "#web/app/components/page-header";
import { pageHref, Pagination } from "#web/app/components/pagination";
import { ResultCountStatus } from "#web/app/components/result-count-status";
import { ScreenErrorBoundary, screenTitleKey } from "#web/app/components/screen-error-boundary";
import { TabLinks } from "#web/app/components/tab-links";
import { pageTitle } from "#web/app/i18n/page-title";
import { loadFromApi } from "#web/app/lib/api.server";
import { workingSpaceIdOf } from "#web/app/lib/selected-space.server";
import { requireSession } from "#web/app/lib/session.server";
import { ORDER_STATUS_TONES, useOrderFormat } from "./+shared/order-format";
import type { Route } from "./+types/list";
import { SEARCH_MIN_LENGTH, searchTextOf } from "#domain/search/search-text";

// Spec 000 §2 /orders: the space's orders, opened (pending, processing) or closed (closed, cancelled),
// by status, dates and a search on the reference or the client (spec 000 §3), newest first, paged by /v1.

const PER_PAGE = 25;

/** The list's view, read from its URL (so it can be bookmarked), as /v1 takes it. */
function viewOf(params: URLSearchParams) {
  const parsed = ListOrdersQuerySchema.safeParse({
    state: params.get("state") === "closed" ? "closed" : "opened",
    status: params.get("status") || undefined,
    from: params.get("from") || undefined,
    to: params.get("to") || undefined,
    q: searchTextOf(params.get("q")),
    // The home screen's figures link to these views (routes/home.tsx).
    starts_from: params.get("starts_from") || undefined,
    starts_to: params.get("starts_to") || undefined,
    places: params.get("places") || undefined,
    proposals: params.get("proposals") || undefined,
    page: params.get("page") ?? 1,
    per_page: PER_PAGE,
  });
  // A hand-edited URL with a wrong filter: the list without filters rather than an error.
  return parsed.success ? parsed.data : ListOrdersQuerySchema.parse({ state: "opened", per_page: PER_PAGE });
}

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, screenTitleKey(error, "pages.orders"));
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireSession(args);
  const spaceId = workingSpaceIdOf(args.request, session);
  const url = new URL(args.request.url);
  const view = viewOf(url.searchParams);
  if (spaceId === null) return { spaceId, view, orders: [], total: 0, lastPage: 1 };
  const query: ListOrdersQuery = { ...view, space_id: spaceId };
  const { data: orders, headers } = await loadFromApi(args, "/orders", z.array(OrderSummarySchema), { ...query });
  const total = Number(headers.get("X-Total-Count") ?? orders.length);
  const lastPage = Math.max(1, Math.ceil(total / PER_PAGE));
  // A page past the end (orders closed meanwhile, an old link): the last page instead.
  if (orders.length === 0 && total > 0 && view.page > lastPage) throw redirect(pageHref(url.pathname, url.search, lastPage));
  return { spaceId, view, orders, total, lastPage };
}

export default function OrderList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const format = useOrderFormat();
  const { spaceId, view, orders, total, lastPage } = loaderData;
  const updating = navigation.state === "loading" && navigation.location.pathname === "/orders";
  const filtered = Boolean(
    view.q || view.status || view.from || view.to || view.starts_from || view.starts_to || view.places || view.proposals,
  );
  const countText = t("orders.list.count", { count: total });
  const closed = view.state === "closed";
  const statuses = ORDER_STATUSES.filter((status) =>
    closed ? status === "closed" || status === "cancelled" : status === "pending" || status === "processing",
  );

  const tabTo = (state: "opened" | "closed") => (state === "closed" ? "/orders?state=closed" : "/orders");

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t("pages.orders")}>
        <Link to="/orders/create" className={buttonStyles.primary}>
          <Icon name="plus" className="size-4" />
          {t("orders.list.create")}
        </Link>
      </PageHeader>

      {spaceId === null ? (
        <ChooseSpace title={t("workers.list.noSpace.title")} message={t("orders.list.noSpace")} choose={t("workers.list.noSpace.choose")} />
      ) : (
        <>
          <div className="mt-6">
            <TabLinks
              label={t("orders.list.views")}
              current={view.state ?? "opened"}
              tabs={[
                { id: "opened", to: tabTo("opened"), label: t("orders.list.tabOpened") },
                { id: "closed", to: tabTo("closed"), label: t("orders.list.tabClosed") },
              ]}
            />
          </div>

          <Form
            method="get"
            key={location.search}
            className="mt-4 grid gap-3 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
            role="search"
            aria-label={t("orders.list.search")}
          >
            {closed ? <input type="hidden" name="state" value="closed" /> : null}
            {(["starts_from", "starts_to", "places", "proposals"] as const).map((name) =>
              view[name] ? <input key={name} type="hidden" name={name} value={view[name]} /> : null,
            )}
            <TextField
              label={t("orders.list.searchLabel")}
              name="q"
              type="search"
              defaultValue={view.q ?? ""}
              minLength={SEARCH_MIN_LENGTH}
              hint={t("orders.list.searchHint")}
            />
            <SelectField
              label={t("orders.list.status")}
              name="status"
              defaultValue={view.status ?? ""}
              emptyLabel={t("orders.list.allStatuses")}
              options={statuses.map((status) => ({ value: status, label: t(`orders.statuses.${status}`) }))}
            />
            <TextField label={t("orders.list.from")} name="from" type="date" defaultValue={view.from ?? ""} />
            <TextField label={t("orders.list.to")} name="to" type="date" defaultValue={view.to ?? ""} />
            <div className="flex flex-wrap gap-2 lg:mb-6">
              <button type="submit" className={buttonStyles.primary}>
                <Icon name="search" className="size-4" />
                {t("orders.list.apply")}
              </button>
              {filtered ? (
                <Link to={tabTo(closed ? "closed" : "opened")} className={buttonStyles.ghost}>
                  {t("orders.list.clear")}
                </Link>
              ) : null}
            </div>
          </Form>

          <section aria-labelledby="order-results" aria-busy={updating} className="mt-6 space-y-3">
            <div className="flex flex-wrap items-baseline gap-x-2">
              <h2 id="order-results" className="text-sm font-medium text-ink-muted" data-testid="order-count">
                {countText}
              </h2>
              <ResultCountStatus
                updating={updating}
                updatingText={t("orders.list.updating")}
                countText={countText}
                className="text-sm text-ink-subtle"
              />
            </div>
            {orders.length === 0 ? (
              <EmptyState icon="clipboard" title={filtered ? t("orders.list.emptyFiltered") : t("orders.list.empty")} />
            ) : (
              <DataTable
                caption={t("pages.orders")}
                loading={updating}
                columns={[
                  { key: "reference", label: t("orders.list.reference") },
                  { key: "client", label: t("orders.list.client") },
                  { key: "contract", label: t("orders.list.contract"), shownFrom: "lg" },
                  { key: "dates", label: t("orders.list.dates"), shownFrom: "md" },
                  { key: "places", label: t("orders.list.places"), shownFrom: "sm" },
                  { key: "status", label: t("orders.list.status") },
                ]}
              >
                {orders.map((order) => (
                  <tr key={order.id} data-testid="order-row">
                    <td className="px-3 py-2.5 font-medium whitespace-nowrap">
                      <Link
                        to={`/orders/${order.id}`}
                        className="text-primary-700 underline-offset-2 hover:underline dark:text-primary-300"
                      >
                        {format.order(order.number)}
                      </Link>
                    </td>
                    <td className="px-3 py-2.5 break-words">{order.company.name}</td>
                    <td className="hidden px-3 py-2.5 lg:table-cell">{t(`orders.contractTypes.${order.contract_type}`)}</td>
                    <td className="hidden px-3 py-2.5 whitespace-nowrap md:table-cell">
                      {order.starts_at ? `${format.date(order.starts_at)} → ${format.date(order.ends_at)}` : "—"}
                    </td>
                    <td className="hidden px-3 py-2.5 sm:table-cell">
                      {t("orders.list.placesValue", { accepted: order.accepted_count, quantity: order.quantity })}
                    </td>
                    <td className="px-3 py-2.5">
                      <Badge tone={ORDER_STATUS_TONES[order.status]}>{t(`orders.statuses.${order.status}`)}</Badge>
                    </td>
                  </tr>
                ))}
              </DataTable>
            )}
            <Pagination page={view.page} lastPage={lastPage} total={total} />
          </section>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
