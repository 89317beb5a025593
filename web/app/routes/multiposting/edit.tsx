import { useTranslation } from "#web/app/i18n/use-translation";
import { data, redirect } from "react-router";
import { JobOfferSchema } from "#domain/job-offers/job-offer-schemas";
import { BackLink } from "#web/app/components/back-link";
import { PageHeader } from "#web/app/components/page-header";
import { ScreenErrorBoundary, screenTitleKey } from "#web/app/components/screen-error-boundary";
import { pageTitle } from "#web/app/i18n/page-title";
import { callApi, loadFromApi } from "#web/app/lib/api.server";
import { apiRefusalReply } from "#web/app/lib/forms/api-refusal-reply.server";
import { refusalReply } from "#web/app/lib/forms/refusal-reply";
import { numericIdParam } from "#web/app/lib/route-params.server";
import { ifMatchOf } from "#web/app/lib/row-version";
import { requirePermission } from "#web/app/lib/session.server";
import { checkOffer, offerChangesOfForm } from "./+shared/offer-input";
import { OfferForm } from "./+shared/offer-form";
import type { Route } from "./+types/edit";

// /multiposting/{id}/edit: the offer's fields, saved on the version loaded (If-Match: 412 when someone
// saved it meanwhile, decision 0013). A published offer's page shows the change at once.

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return pageTitle(matches, screenTitleKey(error, "pages.multiposting"));
  return pageTitle(matches, "multiposting.pages.edit", { title: loaderData.offer.title });
}

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "multiposting");
  const { data: offer } = await loadFromApi(args, `/job-offers/${numericIdParam(args.params.id)}`, JobOfferSchema);
  return { offer };
}

export async function action(args: Route.ActionArgs) {
  await requirePermission(args, "multiposting");
  const id = numericIdParam(args.params.id);
  const formData = await args.request.formData();
  const fieldErrors = checkOffer(formData);
  if (Object.keys(fieldErrors).length > 0) return data({ reply: refusalReply(fieldErrors) }, { status: 422 });
  const response = await callApi(args, `/job-offers/${id}`, {
    method: "PATCH",
    json: offerChangesOfForm(formData),
    ifMatch: ifMatchOf(formData),
  });
  if (!response.ok) {
    const { reply, status } = await apiRefusalReply(args, response);
    return data({ reply }, { status });
  }
  throw redirect(`/multiposting/${id}?saved=updated`);
}

export default function OfferEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { offer } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackLink to={`/multiposting/${offer.id}`}>{t("multiposting.edit.back")}</BackLink>
      <PageHeader title={t("multiposting.pages.edit", { title: offer.title })} />
      <OfferForm
        values={offer}
        version={offer.updated_at}
        submitLabel={t("multiposting.form.update")}
        lastResult={actionData?.reply ?? null}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
