import { useTranslation } from "#web/app/i18n/use-translation";
import type { PublicJobOffer } from "#domain/job-offers/job-offer-schemas";
import { salaryAmounts } from "#web/app/routes/multiposting/+shared/offer-format";

/** The offer's contract, place and pay, as a candidate scans them. */
export function OfferSummary({ offer }: { offer: PublicJobOffer }) {
  const { t, i18n } = useTranslation();
  const salary = salaryAmounts(offer, i18n.language);
  const facts = [
    t(`orders.contractTypes.${offer.contract_type}`),
    `${offer.postal_code} ${offer.city}`,
    salary && offer.salary_period ? `${salary} ${t(`multiposting.salaryPer.${offer.salary_period}`)}` : null,
    offer.weekly_hours ? t("multiposting.public.weeklyHours", { hours: offer.weekly_hours }) : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}
