import { useTranslation } from "#web/app/i18n/use-translation";
import { redirect } from "react-router";
import { JobOfferSchema } from "#domain/job-offers/job-offer-schemas";
import { BackLink } from "#web/app/components/back-link";
import { PageHeader } from "#web/app/components/page-header";
import { ScreenErrorBoundary, screenTitleKey } from "#web/app/components/screen-error-boundary";
import { pageTitle } from "#web/app/i18n/page-title";
import { callApi, loadFromApi } from "#web/app/lib/api.server";
import { refusalOf } from "#web/app/lib/forms/refusal";
import { refusalFrom, withRefusalStatus } from "#web/app/lib/forms/refusal.server";
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
  if (Object.keys(fieldErrors).length > 0) return withRefusalStatus(refusalOf(422, fieldErrors));
  const response = await callApi(args, `/job-offers/${id}`, {
    method: "PATCH",
    json: offerChangesOfForm(formData),
    ifMatch: ifMatchOf(formData),
  });
  if (!response.ok) return withRefusalStatus(await refusalFrom(args, response));
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
