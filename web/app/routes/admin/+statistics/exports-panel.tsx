import { useEffect } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import type { StatisticsExport } from "#domain/statistics/statistics-schemas";
import { Badge, type BadgeTone } from "#web/app/components/badge";
import { buttonStyles } from "#web/app/components/button-styles";
import { SelectField } from "#web/app/components/form/select-field";
import { useTranslation } from "#web/app/i18n/use-translation";

const STATUS_TONES: Record<StatisticsExport["status"], BadgeTone> = {
  queued: "neutral",
  running: "sky",
  ready: "emerald",
  failed: "amber",
};
/** While a file is being built, the list is read again this often. */
const POLL_MS = 2_000;

/**
 * The exports: ask for the period and space shown (the queue Worker builds the file), watch it being
 * built, download it. The monthly ones appear here on the 1st without anyone asking.
 */
export function ExportsPanel({
  exports,
  spaceNames,
  period,
}: {
  exports: readonly StatisticsExport[];
  spaceNames: ReadonlyMap<number, string>;
  period: { from: string; to: string; spaceId: number | null };
}) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const building = exports.some((entry) => entry.status === "queued" || entry.status === "running");
  const asking = navigation.state !== "idle" && navigation.formMethod === "POST";

  useEffect(() => {
    if (!building) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [building, revalidator]);

  const date = (day: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
  const size = (bytes: number) =>
    new Intl.NumberFormat(i18n.language, { style: "unit", unit: "kilobyte", maximumFractionDigits: 1 }).format(bytes / 1024);

  return (
    <section aria-labelledby="exports-title" className="rounded-xl border border-line bg-surface p-4">
      <h2 id="exports-title" className="text-lg font-semibold text-ink">
        {t("statistics.exports.title")}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t("statistics.exports.intro")}</p>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="from" value={period.from} />
        <input type="hidden" name="to" value={period.to} />
        {period.spaceId !== null ? <input type="hidden" name="space_id" value={period.spaceId} /> : null}
        <SelectField
          label={t("statistics.exports.format")}
          name="format"
          defaultValue="xlsx"
          hint={t("statistics.exports.csvNote")}
          options={[
            { value: "xlsx", label: t("statistics.exports.xlsx") },
            { value: "csv", label: t("statistics.exports.csv") },
          ]}
        />
        <button type="submit" className={`${buttonStyles.primary} mb-6`} disabled={asking}>
          {t("statistics.exports.ask")}
        </button>
      </Form>
      <p role="status" aria-live="polite" className="text-sm text-ink-muted">
        {building ? t("statistics.exports.building") : ""}
      </p>
      {exports.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t("statistics.exports.empty")}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-sm" data-testid="exports-table">
            <caption className="sr-only">{t("statistics.exports.title")}</caption>
            <thead className="text-left text-xs text-ink-muted">
              <tr>
                <th scope="col" className="px-2 py-1.5 font-medium">
                  {t("statistics.exports.period")}
                </th>
                <th scope="col" className="px-2 py-1.5 font-medium">
                  {t("statistics.space")}
                </th>
                <th scope="col" className="px-2 py-1.5 font-medium">
                  {t("statistics.exports.format")}
                </th>
                <th scope="col" className="px-2 py-1.5 font-medium">
                  {t("statistics.exports.status")}
                </th>
                <th scope="col" className="px-2 py-1.5 font-medium">
                  {t("statistics.exports.size")}
                </th>
                <th scope="col" className="px-2 py-1.5 font-medium">
                  {t("statistics.exports.file")}
                </th>
              </tr>
            </thead>
            <tbody>
              {exports.map((entry) => (
                <tr key={entry.id} className="border-t border-line" data-testid="export-row">
                  <td className="px-2 py-2 whitespace-nowrap">
                    {t("statistics.exports.periodValue", { from: date(entry.from), to: date(entry.to) })}
                    {entry.requested_by === "schedule" ? (
                      <span className="ml-2 text-xs text-ink-subtle">{t("statistics.exports.monthly")}</span>
                    ) : null}
                  </td>
                  <td className="px-2 py-2">
                    {entry.space_id === null ? t("statistics.allSpaces") : (spaceNames.get(entry.space_id) ?? `#${entry.space_id}`)}
                  </td>
                  <td className="px-2 py-2 uppercase">{entry.format}</td>
                  <td className="px-2 py-2">
                    <Badge tone={STATUS_TONES[entry.status]}>{t(`statistics.exports.statuses.${entry.status}`)}</Badge>
                  </td>
                  <td className="px-2 py-2 tabular-nums">{entry.size_bytes === null ? "—" : size(entry.size_bytes)}</td>
                  <td className="px-2 py-2">
                    {entry.status === "ready" ? (
                      <a
                        href={`/v1/statistics/exports/${entry.id}/file`}
                        download
                        className="text-primary-700 underline-offset-2 hover:underline dark:text-primary-300"
                      >
                        {t("statistics.exports.download", { format: entry.format.toUpperCase() })}
                      </a>
                    ) : (
                      "—"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
