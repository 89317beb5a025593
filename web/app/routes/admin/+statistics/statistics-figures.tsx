import type { Statistics } from "#domain/statistics/statistics-schemas";
import { WORKER_REGISTRATION_ROUTES } from "#domain/enums/worker";
import { useTranslation } from "#web/app/i18n/use-translation";

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-lg bg-surface-muted px-3 py-2">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="mt-0.5 text-xl font-semibold text-ink tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-line bg-surface p-4" aria-label={title}>
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">{children}</dl>
    </section>
  );
}

/** The period's totals by area: registrations by route, orders and their fill, SMS, DPAE. */
export function StatisticsFigures({ figures }: { figures: Statistics }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const { workers, orders, sms, dpae } = figures;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section title={t("statistics.sections.workers")}>
        <Figure label={t("statistics.figures.registered")} value={number(workers.registered)} testId="figure-registered" />
        {WORKER_REGISTRATION_ROUTES.map((route) => (
          <Figure key={route} label={t(`statistics.routes.${route}`)} value={number(workers.by_route[route])} />
        ))}
      </Section>
      <Section title={t("statistics.sections.orders")}>
        <Figure label={t("statistics.figures.ordersCreated")} value={number(orders.created)} testId="figure-orders" />
        <Figure label={t("statistics.figures.placesAsked")} value={number(orders.places_asked)} />
        <Figure label={t("statistics.figures.placesFilled")} value={number(orders.places_filled)} />
        <Figure
          label={t("statistics.figures.fillRate")}
          value={
            orders.fill_rate === null
              ? t("statistics.figures.none")
              : new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 1 }).format(orders.fill_rate)
          }
        />
        <Figure
          label={t("statistics.figures.medianTimeToFill")}
          value={
            orders.median_time_to_fill_hours === null
              ? t("statistics.figures.none")
              : t("statistics.figures.hours", { hours: new Intl.NumberFormat(i18n.language).format(orders.median_time_to_fill_hours) })
          }
        />
      </Section>
      <Section title={t("statistics.sections.sms")}>
        <Figure label={t("statistics.figures.smsSent")} value={number(sms.sent)} />
        <Figure label={t("statistics.figures.smsReplies")} value={number(sms.replies)} />
      </Section>
      <Section title={t("statistics.sections.dpae")}>
        <Figure label={t("statistics.figures.dpaeSubmitted")} value={number(dpae.submitted)} />
        <Figure label={t("statistics.figures.dpaeAccepted")} value={number(dpae.accepted)} />
        <Figure label={t("statistics.figures.dpaeErrors")} value={number(dpae.errors)} />
      </Section>
    </div>
  );
}
