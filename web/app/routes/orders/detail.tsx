import { useTranslation } from "#web/app/i18n/use-translation";
import { data } from "react-router";
import { hasPermission } from "#domain/auth/permissions";
import { orderTemplateStatusOfSegment } from "#domain/orders/order-template-status-param";
import { orderTabTitle } from "#domain/orders/reference-number";
import { OrderDetailSchema } from "#domain/orders/order-schemas";
import { PositionSchema } from "#domain/positions/position-schemas";
import { BackLink } from "#web/app/components/back-link";
import { FormAlert } from "#web/app/components/form/form-alert";
import { ScreenErrorBoundary } from "#web/app/components/screen-error-boundary";
import { localeOf, pageTitle } from "#web/app/i18n/page-title";
import { callApi, loadFromApi } from "#web/app/lib/api.server";
import { readSession } from "#web/app/lib/session.server";
import { OrderContracts } from "./+detail/order-contracts";
import { OrderHeader } from "./+detail/order-header";
import { orderFileAction } from "./+detail/order-actions.server";
import { PeriodsSection } from "./+detail/periods-section";
import { TermsSection } from "./+detail/terms-section";
import { WorkersSection } from "./+detail/workers-section";
import { useLiveOrder } from "./+detail/use-live-order";
import { useOneShotSearchParam } from "#web/app/lib/use-one-shot-search-param";
import type { Route } from "./+types/detail";

// Spec 000 §2 /orders/{id} and /orders/{id}/{order_template_status_id}: an order's file (terms,
// periods, position, every proposed worker with their status) and its follow-up: periods added and
// deleted, the mission proposed by SMS, places attributed by hand, the order closed or cancelled
// (spec 000 §4). The second route shows the workers of one order-template status.

function idOf(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

function statusOf(params: { status?: string }) {
  if (params.status === undefined) return null;
  // By its id (spec 000 §2 `{order_template_status_id}`) or by its name, as the tabs link.
  const status = orderTemplateStatusOfSegment(params.status);
  if (!status) throw data(null, { status: 404 });
  return status;
}

export async function loader(args: Route.LoaderArgs) {
  const id = idOf(args.params);
  const status = statusOf(args.params);
  // The session is the orders layout's, read once for the request: jobs-delegate shows the DPAE buttons.
  const [{ data: order }, session] = await Promise.all([loadFromApi(args, `/orders/${id}`, OrderDetailSchema), readSession(args)]);
  let position = null;
  if (order.position_id !== null) {
    const response = await callApi(args, `/positions/${order.position_id}`);
    if (response.ok) position = PositionSchema.parse(await response.json());
  }
  const canDeclare = session !== null && hasPermission(session.permissions, "jobs-delegate");
  // A confirmation PDF /v1 refused comes back here flagged (decision 0036).
  const pdfError = new URL(args.request.url).searchParams.get("pdf_error") === "1";
  return { order, position, status, canDeclare, pdfError };
}

export async function action(args: Route.ActionArgs) {
  return orderFileAction(args, idOf(args.params));
}

/** File 001 §2: the tab shows the order's reference and first day, in the interface's reading. */
export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (error || !loaderData) return pageTitle(matches, error ? "pages.notFound" : "pages.orders");
  const { order } = loaderData;
  const title = orderTabTitle(order.number, order.starts_at ? new Date(order.starts_at) : null, localeOf(matches));
  return pageTitle(matches, "orders.file.tabTitle", { title });
}

export default function OrderFile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order, position, status, canDeclare, pdfError } = loaderData;
  useOneShotSearchParam("pdf_error", pdfError);
  useLiveOrder(order.id);
  return (
    <div className="mx-auto max-w-6xl">
      <BackLink to="/orders">{t("orders.file.back")}</BackLink>
      <OrderHeader order={order} />
      {pdfError ? (
        <div className="mt-4">
          <FormAlert tone="error">{t("dpae.confirmation.pdfError")}</FormAlert>
        </div>
      ) : null}
      <div className="mt-6 grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <TermsSection order={order} position={position} />
        <PeriodsSection order={order} />
      </div>
      <WorkersSection order={order} status={status} canDeclare={canDeclare} />
      {canDeclare ? <OrderContracts order={order} /> : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
