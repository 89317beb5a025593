import { useTranslation } from "#web/app/i18n/use-translation";
import { Form, redirect } from "react-router";
import { z } from "zod";
import { hasPermission } from "#domain/auth/permissions";
import { JobOfferPrefillSchema, JobOfferSchema } from "#domain/job-offers/job-offer-schemas";
import { OrderSummarySchema } from "#domain/orders/order-schemas";
import { formatReference } from "#domain/orders/reference-number";
import { PositionSchema } from "#domain/positions/position-schemas";
import { BackLink } from "#web/app/components/back-link";
import { buttonStyles } from "#web/app/components/button-styles";
import { SelectField } from "#web/app/components/form/select-field";
import { PageHeader } from "#web/app/components/page-header";
import { ScreenErrorBoundary, screenTitleKey } from "#web/app/components/screen-error-boundary";
import { pageTitle } from "#web/app/i18n/page-title";
import { callApi, loadFromApi } from "#web/app/lib/api.server";
import { refusalOf } from "#web/app/lib/forms/refusal";
import { refusalFrom, withRefusalStatus } from "#web/app/lib/forms/refusal.server";
import { localeOf } from "#web/app/lib/route-params.server";
import { workingSpaceIdOf } from "#web/app/lib/selected-space.server";
import { requirePermission } from "#web/app/lib/session.server";
import { checkOffer, offerOfForm } from "./+shared/offer-input";
import { OfferForm } from "./+shared/offer-form";
import type { Route } from "./+types/create";

// /multiposting/new: a draft offer (spec 000 §3 Job offer), which a position or an open order can fill
// first (GET /v1/job-offers/prefill): the user then reads and corrects what they gave before saving.

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, screenTitleKey(error, "multiposting.pages.create"));
}

const idOf = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

export async function loader(args: Route.LoaderArgs) {
  const session = await requirePermission(args, "multiposting");
  const spaceId = workingSpaceIdOf(args.request, session);
  if (spaceId === null) throw redirect("/multiposting");
  const params = new URL(args.request.url).searchParams;
  const positionId = idOf(params.get("position_id"));
  const mayReadOrders = hasPermission(session.permissions, "orders");
  const orderId = mayReadOrders ? idOf(params.get("order_id")) : undefined;
  const locale = localeOf(args);
  const [positions, orders, prefill] = await Promise.all([
    loadFromApi(args, "/positions", z.array(PositionSchema), { space_id: spaceId, per_page: 100 }),
    mayReadOrders ? loadFromApi(args, "/orders", z.array(OrderSummarySchema), { space_id: spaceId, state: "opened", per_page: 100 }) : null,
    positionId || orderId
      ? loadFromApi(args, "/job-offers/prefill", JobOfferPrefillSchema, { space_id: spaceId, position_id: positionId, order_id: orderId })
      : null,
  ]);
  return {
    positions: positions.data.map((position) => ({ value: String(position.id), label: position.title })),
    orders:
      orders?.data.map((order) => ({
        value: String(order.id),
        label: `${formatReference("order", order.number, locale)} · ${order.company.name}`,
      })) ?? null,
    positionId: positionId ?? null,
    orderId: orderId ?? null,
    prefill: prefill?.data ?? null,
  };
}

export async function action(args: Route.ActionArgs) {
  const session = await requirePermission(args, "multiposting");
  const spaceId = workingSpaceIdOf(args.request, session);
  const formData = await args.request.formData();
  const fieldErrors = checkOffer(formData);
  if (Object.keys(fieldErrors).length > 0 || spaceId === null) return withRefusalStatus(refusalOf(422, fieldErrors));
  const response = await callApi(args, "/job-offers", { method: "POST", json: { ...offerOfForm(formData), space_id: spaceId } });
  if (!response.ok) return withRefusalStatus(await refusalFrom(args, response));
  const offer = JobOfferSchema.parse(await response.json());
  throw redirect(`/multiposting/${offer.id}?saved=created`);
}

export default function OfferCreate({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { positions, orders, positionId, orderId, prefill } = loaderData;
  const prefillKey = `${positionId ?? ""}:${orderId ?? ""}`;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackLink to="/multiposting">{t("multiposting.detail.back")}</BackLink>
      <PageHeader title={t("multiposting.pages.create")} description={t("multiposting.form.intro")} />
      <section aria-labelledby="prefill-title" className="rounded-xl border border-line bg-surface p-4 shadow-xs">
        <h2 id="prefill-title" className="text-base font-semibold text-ink">
          {t("multiposting.prefill.title")}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t("multiposting.prefill.hint")}</p>
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-4">
          <SelectField
            label={t("multiposting.prefill.position")}
            name="position_id"
            defaultValue={positionId ? String(positionId) : ""}
            emptyLabel={t("multiposting.prefill.none")}
            options={positions}
            className="min-w-56 flex-1"
          />
          {orders ? (
            <SelectField
              label={t("multiposting.prefill.order")}
              name="order_id"
              defaultValue={orderId ? String(orderId) : ""}
              emptyLabel={t("multiposting.prefill.none")}
              options={orders}
              className="min-w-56 flex-1"
            />
          ) : null}
          <button type="submit" className={buttonStyles.secondary}>
            {t("multiposting.prefill.apply")}
          </button>
        </Form>
      </section>
      {/* A new prefill draws a new form: its fields start from the new values. */}
      <OfferForm
        key={prefillKey}
        values={prefill ?? {}}
        submitLabel={t("multiposting.form.create")}
        lastResult={actionData?.reply ?? null}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
