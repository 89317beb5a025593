import type { TimesheetTotals } from "#domain/timesheets/timesheet-totals";
import { useTranslation } from "#web/app/i18n/use-translation";

/** Hours and minutes, "38 h 30". */
export function hoursAndMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, "0")}`;
}

/** The week's totals as the days stand in the form, by the domain's own computation (live). */
export function WeekTotals({ totals }: { totals: TimesheetTotals }) {
  const { t, i18n } = useTranslation();
  const euros = (amount: number) => new Intl.NumberFormat(i18n.language, { style: "currency", currency: "EUR" }).format(amount);
  const figures: [key: string, label: string, shown: string][] = [
    ["worked", t("timesheets.editor.totals.worked"), hoursAndMinutes(totals.worked_minutes)],
    ["normal", t("timesheets.editor.totals.normal"), hoursAndMinutes(totals.normal_minutes)],
    ["overtime25", t("timesheets.editor.totals.overtime25"), hoursAndMinutes(totals.overtime_25_minutes)],
    ["overtime50", t("timesheets.editor.totals.overtime50"), hoursAndMinutes(totals.overtime_50_minutes)],
    ["night", t("timesheets.editor.totals.night"), hoursAndMinutes(totals.night_minutes)],
    ["allowances", t("timesheets.editor.totals.allowances"), euros(totals.meal_allowance + totals.transport_allowance)],
  ];
  return (
    <section aria-labelledby="week-totals-title" className="rounded-xl border border-line bg-surface p-4">
      <h2 id="week-totals-title" className="text-base font-semibold text-ink">
        {t("timesheets.editor.totals.title")}
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-live="polite">
        {figures.map(([key, label, shown]) => (
          <div key={key} data-testid={`total-${key}`}>
            <dt className="text-xs text-ink-muted">{label}</dt>
            <dd className="text-lg font-semibold text-ink">{shown}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
