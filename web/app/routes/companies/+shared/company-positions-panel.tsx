import { Link } from "react-router";
import type { z } from "zod";
import type { PositionSchema } from "#domain/positions/position-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { EmptyState } from "#web/app/components/empty-state";
import { Icon } from "#web/app/components/icons";
import { useTranslation } from "#web/app/i18n/use-translation";

// A company's Positions tab: the jobs the agency staffs for this client, each a shortcut to a new order
// that starts from it (its qualification, rate and place carried into the form).

export function CompanyPositionsPanel({ companyId, positions }: { companyId: number; positions: z.infer<typeof PositionSchema>[] }) {
  const { t, i18n } = useTranslation();
  const money = new Intl.NumberFormat(i18n.language, { style: "currency", currency: "EUR" });
  const returnTo = encodeURIComponent(`/companies/${companyId}?tab=positions`);
  return (
    <section aria-labelledby="company-positions-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="company-positions-title" className="text-lg font-semibold tracking-tight text-ink">
          {t("companies.history.positionsTitle")}
        </h2>
        <Link to={`/positions/create?company_id=${companyId}&returnTo=${returnTo}`} className={buttonStyles.secondary}>
          <Icon name="plus" className="size-4" />
          {t("companies.history.newPosition")}
        </Link>
      </div>
      {positions.length === 0 ? (
        <div className="mt-4">
          <EmptyState icon="academicCap" title={t("companies.history.noPositionsTitle")} hint={t("companies.history.noPositionsMessage")} />
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-line rounded-xl border border-line bg-surface shadow-xs">
          {positions.map((position) => (
            <li key={position.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words text-ink">{position.title}</p>
                <p className="mt-0.5 text-sm text-ink-muted">
                  {[
                    position.qualification,
                    position.hourly_rate === null ? null : t("companies.history.rate", { rate: money.format(position.hourly_rate) }),
                    position.place_city,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </div>
              <Link
                to={`/orders/create?company_id=${companyId}&position_id=${position.id}`}
                className={buttonStyles.secondary}
                aria-label={t("companies.history.orderPositionLabel", { title: position.title })}
              >
                {t("companies.history.orderPosition")}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
