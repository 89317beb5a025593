import { useTranslation } from "#web/app/i18n/use-translation";
import { isRouteErrorResponse } from "react-router";
import { formatDate } from "#domain/format/format-date-time";
import { offerPagePath, offersFeedPath, offersPagePath } from "#domain/job-offers/offer-links";
import { ErrorScreen } from "#web/app/components/error-screen";
import { NotFoundScreen } from "#web/app/components/not-found-screen";
import { STATIC_PAGE } from "#web/app/lib/islands/island-scripts";
import { RegistrationFrame, RegistrationHeading } from "../registration/+shared/registration-frame";
import { loadAgencyOffers, originOf } from "./+shared/public-offers.server";
import { OfferSummary } from "./+shared/offer-summary";
import type { Route } from "./+types/agency";

// /offres/{agency}: the agency's published offers, newest first (decision 0046), a page without shell
// nor script; its feed for job aggregators is /offres/{agency}/feed.xml.

export const handle = STATIC_PAGE;

export async function loader(args: Route.LoaderArgs) {
  const found = await loadAgencyOffers(args);
  return { ...found, url: `${originOf(args.request)}${offersPagePath(found.agency.url)}` };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "404" }];
  return [
    { title: loaderData.agency.name },
    { tagName: "link", rel: "canonical", href: loaderData.url },
    { tagName: "link", rel: "alternate", type: "application/xml", href: offersFeedPath(loaderData.agency.url) },
  ];
}

export default function AgencyOffers({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { agency, offers } = loaderData;
  return (
    <RegistrationFrame>
      <RegistrationHeading title={t("multiposting.public.title", { agency: agency.name })} />
      {offers.length === 0 ? (
        <p className="text-sm text-ink-muted">{t("multiposting.public.none")}</p>
      ) : (
        <ul className="space-y-3" aria-label={t("multiposting.public.listLabel")}>
          {offers.map((offer) => (
            <li key={offer.id} className="rounded-xl border border-line bg-surface p-4 shadow-xs">
              <h2 className="text-base font-semibold text-ink">
                <a href={offerPagePath(agency.url, offer.id)} className="underline-offset-2 hover:underline">
                  {offer.title}
                </a>
              </h2>
              <div className="mt-1">
                <OfferSummary offer={offer} />
              </div>
              <p className="mt-1 text-xs text-ink-subtle">
                {t("multiposting.public.publishedOn", { date: formatDate(new Date(offer.published_at), i18n.language) })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-6 text-xs text-ink-subtle">
        <a href={offersFeedPath(agency.url)} className="underline underline-offset-2">
          {t("multiposting.public.feed")}
        </a>
      </p>
    </RegistrationFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundScreen /> : <ErrorScreen />;
}
