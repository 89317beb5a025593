import { useId } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";

// A daily series as plain SVG bars (no charting library: nothing to download), with its numbers in a
// table beside it, so a screen reader, a keyboard or a copy-paste gets every value the bars show.

export interface ChartSeries {
  label: string;
  values: readonly number[];
  /** Tailwind fill classes of the bars, for both themes. */
  fill: string;
}

const WIDTH = 600;
const HEIGHT = 180;
const PADDING_TOP = 12;
const AXIS = 20;

/** The day's short label, "05/03", in the interface's language. */
function shortDay(day: string, language: string) {
  return new Intl.DateTimeFormat(language, { day: "2-digit", month: "2-digit", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

export function DailyChart({ title, days, series }: { title: string; days: readonly string[]; series: readonly ChartSeries[] }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const max = Math.max(1, ...series.flatMap((entry) => entry.values));
  const slot = WIDTH / Math.max(1, days.length);
  const barWidth = Math.max(1, (slot * 0.8) / series.length);
  const plotHeight = HEIGHT - PADDING_TOP - AXIS;
  const labelEvery = Math.ceil(days.length / 8);
  const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

  return (
    <figure className="grid gap-4 rounded-xl border border-line bg-surface p-4 lg:grid-cols-[3fr_2fr]" aria-labelledby={`${id}-title`}>
      <div>
        <figcaption id={`${id}-title`} className="text-sm font-semibold text-ink">
          {title}
        </figcaption>
        <ul className="mt-1 flex flex-wrap gap-3 text-xs text-ink-muted">
          {series.map((entry) => (
            <li key={entry.label} className="flex items-center gap-1.5">
              <svg viewBox="0 0 10 10" className="size-2.5" aria-hidden="true">
                <rect width="10" height="10" className={entry.fill} />
              </svg>
              {entry.label} : {total(entry.values)}
            </li>
          ))}
        </ul>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="mt-2 h-auto w-full"
          role="img"
          aria-labelledby={`${id}-title`}
          data-testid="daily-chart"
        >
          <line x1="0" x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} className="stroke-line-strong" strokeWidth="1" />
          <text x="2" y={PADDING_TOP - 2} className="fill-ink-subtle text-[10px]">
            {max}
          </text>
          {days.map((day, dayIndex) =>
            series.map((entry, seriesIndex) => {
              const value = entry.values[dayIndex] ?? 0;
              const height = (value / max) * plotHeight;
              return (
                <rect
                  key={`${day}-${entry.label}`}
                  x={dayIndex * slot + slot * 0.1 + seriesIndex * barWidth}
                  y={HEIGHT - AXIS - height}
                  width={barWidth}
                  height={height}
                  className={entry.fill}
                />
              );
            }),
          )}
          {days.map((day, dayIndex) =>
            dayIndex % labelEvery === 0 ? (
              <text key={day} x={dayIndex * slot + slot / 2} y={HEIGHT - 6} textAnchor="middle" className="fill-ink-subtle text-[10px]">
                {shortDay(day, i18n.language)}
              </text>
            ) : null,
          )}
        </svg>
      </div>
      {/* A scrolled region must be reachable by keyboard (axe: scrollable-region-focusable). */}
      <div
        className="max-h-64 overflow-auto rounded-lg border border-line"
        tabIndex={0}
        role="region"
        aria-label={t("statistics.charts.tableOf", { chart: title })}
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{t("statistics.charts.tableOf", { chart: title })}</caption>
          <thead className="sticky top-0 bg-surface-muted text-left text-xs text-ink-muted">
            <tr>
              <th scope="col" className="px-3 py-1.5 font-medium">
                {t("statistics.charts.day")}
              </th>
              {series.map((entry) => (
                <th key={entry.label} scope="col" className="px-3 py-1.5 text-right font-medium">
                  {entry.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, dayIndex) => (
              <tr key={day} className="border-t border-line">
                <th scope="row" className="px-3 py-1 text-left font-normal whitespace-nowrap text-ink-muted">
                  {new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`))}
                </th>
                {series.map((entry) => (
                  <td key={entry.label} className="px-3 py-1 text-right tabular-nums">
                    {entry.values[dayIndex] ?? 0}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
