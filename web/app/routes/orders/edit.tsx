import { useTranslation } from "#web/app/i18n/use-translation";
import { data, redirect } from "react-router";
import { z } from "zod";
import { ContactSchema } from "#domain/companies/contact-schemas";
import { OrderDetailSchema, OrderPersonSchema } from "#domain/orders/order-schemas";
import { formatReference } from "#domain/orders/reference-number";
import { PositionSchema } from "#domain/positions/position-schemas";
import { BackLink } from "#web/app/components/back-link";
import { PageHeader } from "#web/app/components/page-header";
import { ScreenErrorBoundary } from "#web/app/components/screen-error-boundary";
import { localeOf, pageTitle } from "#web/app/i18n/page-title";
import { callApi, loadFromApi } from "#web/app/lib/api.server";
import { fieldMessagesFromZod } from "#web/app/lib/field-messages";
import { refusalOf, type FieldMessages } from "#web/app/lib/forms/refusal";
import { refusalFrom } from "#web/app/lib/forms/refusal.server";
import { ifMatchOf } from "#web/app/lib/row-version";
import { useOrderFormat } from "./+shared/order-format";
import { OrderEditSchema, orderUpdateFromForm } from "./+create/order-input";
import { POSITIONS_PER_COMPANY } from "./+create/position-select";
import { OrderEditForm } from "./+edit/order-edit-form";
import type { Route } from "./+types/edit";

// the order file's "Modifier" (decision 0037): an open order's terms, options, comments and
// parties but its client, as PATCH /v1/orders/{id} takes them, with the create form's fields. The client
// and the contract type are the order's; the periods have their own section on the file. A page, not a
// dialog: the form is as long as the create form, and it works before any script runs. Saved, the file
// opens with the new values; a closed or cancelled order has nothing to edit and its file opens.

function idOf(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

const isOpen = (status: string) => status === "pending" || status === "processing";

export async function loader(args: Route.LoaderArgs) {
  const id = idOf(args.params);
  const { data: order } = await loadFromApi(args, `/orders/${id}`, OrderDetailSchema);
  if (!isOpen(order.status)) throw redirect(`/orders/${id}`);
  const [businessManagers, contacts, positions] = await Promise.all([
    loadFromApi(args, "/orders/business-managers", z.array(OrderPersonSchema), { space_id: order.space_id }).then((answer) => answer.data),
    loadFromApi(args, `/companies/${order.company.id}/contacts`, z.array(ContactSchema)).then((answer) => answer.data),
    loadFromApi(args, "/positions", z.array(PositionSchema), {
      space_id: order.space_id,
      company_id: order.company.id,
      per_page: POSITIONS_PER_COMPANY,
    }).then((answer) => answer.data),
  ]);
  // Back from "Créer un poste", the new position is chosen.
  const createdPositionId = Number(new URL(args.request.url).searchParams.get("position_id"));
  const positionId = Number.isInteger(createdPositionId) && createdPositionId > 0 ? createdPositionId : order.position_id;
  return { order, businessManagers, contacts, positions, positionId };
}

function checkOrderEdit(formData: FormData): FieldMessages {
  const input = orderUpdateFromForm(formData);
  const parsed = OrderEditSchema.safeParse(input);
  return parsed.success ? {} : fieldMessagesFromZod(parsed.error, input);
}

export async function action(args: Route.ActionArgs) {
  const id = idOf(args.params);
  const formData = await args.request.formData();
  const fieldErrors = checkOrderEdit(formData);
  if (Object.keys(fieldErrors).length > 0) return data(refusalOf(422, fieldErrors), { status: 422 });
  // The form sends the version it loaded: /v1 answers 412 rather than overwrite a change made since.
  const response = await callApi(args, `/orders/${id}`, {
    method: "PATCH",
    json: OrderEditSchema.parse(orderUpdateFromForm(formData)),
    ifMatch: ifMatchOf(formData),
  });
  if (!response.ok) {
    // "Order quantity exceeded" names the quantity: it lands under that field (lib/field-messages.ts).
    // A 412 is the form's message; the refusal keeps its status, so the router does not reload the
    // order under the form and what was typed stays (the user reloads when ready).
    const refusal = await refusalFrom(args, response);
    return data(refusal, { status: refusal.status });
  }
  throw redirect(`/orders/${id}`);
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (error || !loaderData) return pageTitle(matches, error ? "pages.notFound" : "pages.orders");
  const reference = formatReference("order", loaderData.order.number, localeOf(matches));
  return pageTitle(matches, "orders.edit.tabTitle", { reference });
}

export default function OrderEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const { order } = loaderData;
  return (
    <div className="mx-auto max-w-4xl">
      <BackLink to={`/orders/${order.id}`}>{t("orders.edit.back")}</BackLink>
      <div className="mt-4">
        <PageHeader title={t("orders.edit.title", { reference: format.order(order.number) })} description={t("orders.edit.intro")} />
      </div>
      <OrderEditForm
        order={order}
        businessManagers={loaderData.businessManagers}
        contacts={loaderData.contacts}
        positions={loaderData.positions}
        positionId={loaderData.positionId}
        check={checkOrderEdit}
        lastResult={actionData?.reply ?? null}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
