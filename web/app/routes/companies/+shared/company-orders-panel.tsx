import { Link } from "react-router";
import type { z } from "zod";
import type { OrderSummarySchema } from "#domain/orders/order-schemas";
import { Badge } from "#web/app/components/badge";
import { buttonStyles } from "#web/app/components/button-styles";
import { DataTable } from "#web/app/components/data-table";
import { EmptyState } from "#web/app/components/empty-state";
import { Icon } from "#web/app/components/icons";
import { useTranslation } from "#web/app/i18n/use-translation";
import { ORDER_STATUS_TONES, useOrderFormat } from "#web/app/routes/orders/+shared/order-format";

// A company's Orders tab: the client's orders newest first, with a new order for this client one click
// away. The order list filtered on the client shows them all when there are more than a page.

export function CompanyOrdersPanel({
  companyId,
  orders,
  total,
}: {
  companyId: number;
  orders: z.infer<typeof OrderSummarySchema>[];
  total: number;
}) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const columns = [
    { key: "order", label: t("companies.history.order") },
    { key: "dates", label: t("companies.history.dates"), shownFrom: "sm" as const },
    { key: "places", label: t("companies.history.places") },
    { key: "status", label: t("companies.history.status") },
  ];
  return (
    <section aria-labelledby="company-orders-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="company-orders-title" className="text-lg font-semibold tracking-tight text-ink">
          {t("companies.history.ordersTitle")}
        </h2>
        <Link to={`/orders/create?company_id=${companyId}`} className={buttonStyles.primary}>
          <Icon name="plus" className="size-4" />
          {t("companies.history.newOrder")}
        </Link>
      </div>
      {orders.length === 0 ? (
        <div className="mt-4">
          <EmptyState icon="clipboard" title={t("companies.history.noOrdersTitle")} hint={t("companies.history.noOrdersMessage")} />
        </div>
      ) : (
        <>
          <DataTable caption={t("companies.history.ordersTitle")} columns={columns} loading={false} className="mt-4">
            {orders.map((order) => (
              <tr key={order.id}>
                <td className="px-3 py-2.5">
                  <Link to={`/orders/${order.id}`} className="font-medium text-primary-700 hover:underline dark:text-primary-300">
                    {format.order(order.number)}
                  </Link>
                </td>
                <td className="hidden px-3 py-2.5 text-ink-muted sm:table-cell">
                  {t("companies.history.range", { from: format.date(order.starts_at), to: format.date(order.ends_at) })}
                </td>
                <td className="px-3 py-2.5 text-ink-muted tabular-nums">
                  {t("orders.list.placesValue", { accepted: order.accepted_count, quantity: order.quantity })}
                </td>
                <td className="px-3 py-2.5">
                  <Badge tone={ORDER_STATUS_TONES[order.status]}>{t(`orders.statuses.${order.status}`)}</Badge>
                </td>
              </tr>
            ))}
          </DataTable>
          {total > orders.length ? (
            <p className="mt-3 text-sm">
              <Link to={`/orders?company_id=${companyId}`} className="text-primary-700 hover:underline dark:text-primary-300">
                {t("companies.history.allOrders", { count: total })}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
