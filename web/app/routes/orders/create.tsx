import { useTranslation } from "#web/app/i18n/use-translation";
import { data, redirect } from "react-router";
import { z } from "zod";
import { CONTRACT_TYPES } from "#domain/enums/order";
import { mayCreateContract } from "#domain/orders/contract-permission";
import { OrderCreateSchema, OrderDetailSchema, OrderPersonSchema } from "#domain/orders/order-schemas";
import { BackLink } from "#web/app/components/back-link";
import { ChooseSpace } from "#web/app/components/choose-space";
import { PageHeader } from "#web/app/components/page-header";
import { ScreenErrorBoundary, screenTitleKey } from "#web/app/components/screen-error-boundary";
import { pageTitle } from "#web/app/i18n/page-title";
import { callApi, loadFromApi } from "#web/app/lib/api.server";
import { fieldMessagesFromZod } from "#web/app/lib/field-messages";
import { refusalOf, type FieldMessages } from "#web/app/lib/forms/refusal";
import { refusalFrom } from "#web/app/lib/forms/refusal.server";
import { workingSpaceIdOf } from "#web/app/lib/selected-space.server";
import { requireSession } from "#web/app/lib/session.server";
import { chosenCompanyOf } from "./+shared/chosen-company.server";
import { orderInputFromForm } from "./+create/order-input";
import { OrderForm } from "./+create/order-form";
import type { Route } from "./+types/create";

// Spec 000 §2 /orders/create (also the Create menu's "Order"): every field of §3 POST /v1/orders takes,
// the contract types limited to the caller's order_template_* permissions (§6: the others are not
// offered), checked in the browser, in this action and by /v1; created, the order's file opens.

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, screenTitleKey(error, "pages.orderCreate"));
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireSession(args);
  const spaceId = workingSpaceIdOf(args.request, session);
  const contractTypes = CONTRACT_TYPES.filter((type) => mayCreateContract(session.permissions, type));
  const positionId = Number(new URL(args.request.url).searchParams.get("position_id"));
  const [company, businessManagers] =
    spaceId === null
      ? [null, []]
      : await Promise.all([
          chosenCompanyOf(args),
          loadFromApi(args, "/orders/business-managers", z.array(OrderPersonSchema), { space_id: spaceId }).then((answer) => answer.data),
        ]);
  return {
    spaceId,
    contractTypes,
    company,
    positionId: Number.isInteger(positionId) && positionId > 0 ? positionId : null,
    businessManagers,
    // Whoever creates the order follows it, unless they name a colleague.
    userId: session.user.id,
  };
}

function checkOrder(formData: FormData): FieldMessages {
  const input = orderInputFromForm(formData);
  const parsed = OrderCreateSchema.safeParse(input);
  return parsed.success ? {} : fieldMessagesFromZod(parsed.error, input);
}

export async function action(args: Route.ActionArgs) {
  const session = await requireSession(args);
  const spaceId = workingSpaceIdOf(args.request, session);
  const formData = await args.request.formData();
  const fieldErrors = checkOrder(formData);
  if (Object.keys(fieldErrors).length > 0 || spaceId === null) return data(refusalOf(422, fieldErrors), { status: 422 });
  const input = OrderCreateSchema.parse({ ...orderInputFromForm(formData), space_id: spaceId });
  const response = await callApi(args, "/orders", { method: "POST", json: input });
  if (!response.ok) {
    const refusal = await refusalFrom(args, response);
    return data(refusal, { status: refusal.status });
  }
  const order = OrderDetailSchema.parse(await response.json());
  throw redirect(`/orders/${order.id}`);
}

export default function OrderCreate({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { spaceId } = loaderData;
  return (
    <div className="mx-auto max-w-4xl">
      <BackLink to="/orders">{t("orders.file.back")}</BackLink>
      <div className="mt-4">
        <PageHeader title={t("pages.orderCreate")} description={t("orders.form.intro")} />
      </div>
      {spaceId === null ? (
        <ChooseSpace title={t("workers.list.noSpace.title")} message={t("orders.list.noSpace")} choose={t("workers.list.noSpace.choose")} />
      ) : (
        <OrderForm
          key={`${spaceId}-${loaderData.company?.id ?? ""}-${loaderData.positionId ?? ""}`}
          spaceId={spaceId}
          contractTypes={loaderData.contractTypes}
          company={loaderData.company}
          positionId={loaderData.positionId}
          businessManagers={loaderData.businessManagers}
          userId={loaderData.userId}
          check={checkOrder}
          lastResult={actionData?.reply ?? null}
        />
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
