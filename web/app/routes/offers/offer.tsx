import { useTranslation } from "#web/app/i18n/use-translation";
import { isRouteErrorResponse } from "react-router";
import { formatDate } from "#domain/format/format-date-time";
import { jobPostingOf, scriptSafeJson } from "#domain/job-offers/job-posting-json-ld";
import { applyPath, offerPagePath, offersPagePath } from "#domain/job-offers/offer-links";
import { buttonStyles } from "#web/app/components/button-styles";
import { NotFoundScreen } from "#web/app/components/not-found-screen";
import { ErrorScreen } from "#web/app/components/error-screen";
import { useCspNonce } from "#web/app/lib/csp-nonce";
import { STATIC_PAGE } from "#web/app/lib/islands/island-scripts";
import { calendarDay } from "../multiposting/+shared/offer-format";
import { RegistrationFrame } from "../registration/+shared/registration-frame";
import { loadPublicOffer, originOf } from "./+shared/public-offers.server";
import { OfferSummary } from "./+shared/offer-summary";
import type { Route } from "./+types/offer";

// /offres/{agency}/{id}: a published offer on the agency's own channel (decision 0046). No shell and no
// script: a stranger on a phone reads it at once, a crawler finds its schema.org JobPosting (Google for
// Jobs), and "Postuler" leads to the agency's registration with the offer noted. Gone (404) once unpublished or deleted.

export const handle = STATIC_PAGE;

export async function loader(args: Route.LoaderArgs) {
  const offer = await loadPublicOffer(args);
  const url = `${originOf(args.request)}${offerPagePath(offer.agency.url, offer.id)}`;
  return { offer, url, jsonLd: scriptSafeJson(jobPostingOf(offer, url)) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "404" }];
  const { offer, url } = loaderData;
  return [
    { title: `${offer.title} · ${offer.city} · ${offer.agency.name}` },
    { name: "description", content: offer.description.slice(0, 160) },
    { tagName: "link", rel: "canonical", href: url },
  ];
}

export default function PublicOffer({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const nonce = useCspNonce();
  const { offer, jsonLd } = loaderData;
  return (
    <RegistrationFrame>
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <article aria-labelledby="offer-title" className="mt-2 space-y-5">
        <header className="space-y-2">
          <p className="text-sm text-ink-muted">
            <a href={offersPagePath(offer.agency.url)} className="underline underline-offset-2 hover:text-ink">
              {t("multiposting.public.agencyOffers", { agency: offer.agency.name })}
            </a>
          </p>
          <h1 id="offer-title" className="text-2xl font-semibold tracking-tight text-ink">
            {offer.title}
          </h1>
          <OfferSummary offer={offer} />
          <p className="text-xs text-ink-subtle">
            {t("multiposting.public.publishedOn", { date: formatDate(new Date(offer.published_at), i18n.language) })}
            {offer.start_date
              ? ` · ${t("multiposting.public.startsOn", { date: formatDate(calendarDay(offer.start_date), i18n.language) })}`
              : ""}
          </p>
        </header>
        <a href={applyPath(offer.agency.url, offer.id)} className={`${buttonStyles.primary} w-full sm:w-auto`} data-testid="apply">
          {t("multiposting.public.apply")}
        </a>
        <section aria-labelledby="offer-description-title">
          <h2 id="offer-description-title" className="text-base font-semibold text-ink">
            {t("multiposting.public.description")}
          </h2>
          <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-ink">{offer.description}</p>
        </section>
        <a href={applyPath(offer.agency.url, offer.id)} className={`${buttonStyles.secondary} w-full sm:w-auto`}>
          {t("multiposting.public.applyAgain")}
        </a>
      </article>
    </RegistrationFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundScreen /> : <ErrorScreen />;
}
