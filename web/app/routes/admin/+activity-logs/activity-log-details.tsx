import { useTranslation } from "#web/app/i18n/use-translation";
import type { z } from "zod";
import type { ActivityLogSchema } from "#domain/activity-logs/activity-log-schemas";
import { RelativeDate } from "#web/app/components/relative-date";
import { changeRows, type ChangeRow } from "./activity-changes";

/** An entry unfolded: its title, exact date, route and request, then what it changed. */
export function ActivityLogDetails({ log, now }: { log: z.infer<typeof ActivityLogSchema>; now: string }) {
  const { t } = useTranslation();
  const rows = changeRows(log.changes, { yes: t("admin.common.yes"), no: t("admin.common.no") });
  return (
    <div className="space-y-3 text-sm">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <div>
          <dt className="text-xs font-medium text-ink-subtle">{t("admin.activityLogs.title")}</dt>
          <dd className="text-ink">{log.title}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-ink-subtle">{t("admin.activityLogs.exactDate")}</dt>
          <dd className="text-ink">
            <RelativeDate value={log.created_at} now={now} withExact />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-ink-subtle">{t("admin.activityLogs.routePath")}</dt>
          <dd className="font-mono text-xs break-all text-ink" data-testid="route-path">
            {log.route_path ?? "—"}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-ink-subtle">{t("admin.activityLogs.request")}</dt>
          <dd className="font-mono text-xs break-all text-ink">
            {log.method} {log.path}
          </dd>
        </div>
        {log.description ? (
          <div className="sm:col-span-2">
            <dt className="text-xs font-medium text-ink-subtle">{t("admin.activityLogs.description")}</dt>
            <dd className="text-ink">{log.description}</dd>
          </div>
        ) : null}
      </dl>
      {rows.length === 0 ? <p className="text-xs text-ink-subtle">{t("admin.activityLogs.noChanges")}</p> : <ChangesTable rows={rows} />}
    </div>
  );
}

/** An update's fields before and after (struck through, then an arrow); a creation's given values. */
function ChangesTable({ rows }: { rows: ChangeRow[] }) {
  const { t } = useTranslation();
  const updates = rows.some((row) => row.kind === "update");
  return (
    <table className="w-full max-w-3xl text-left text-xs">
      <caption className="mb-1 text-left text-xs font-medium text-ink-subtle">
        {updates ? t("admin.activityLogs.changes") : t("admin.activityLogs.values")}
      </caption>
      <thead className="text-ink-subtle">
        <tr>
          <th scope="col" className="py-1 pr-3 font-medium">
            {t("admin.activityLogs.field")}
          </th>
          {updates ? (
            <>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t("admin.activityLogs.before")}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t("admin.activityLogs.after")}
              </th>
            </>
          ) : (
            <th scope="col" className="py-1 font-medium">
              {t("admin.activityLogs.value")}
            </th>
          )}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows.map((row) => (
          <tr key={row.field}>
            <th scope="row" className="py-1 pr-3 font-mono font-normal text-ink-muted">
              {row.field}
            </th>
            {row.kind === "update" ? (
              <>
                <td className="py-1 pr-3 break-all text-ink-muted line-through decoration-ink-subtle/60">{row.from}</td>
                <td className="py-1 break-all text-ink">
                  <span aria-hidden="true">→ </span>
                  {row.to}
                </td>
              </>
            ) : (
              <td className="py-1 break-all text-ink" colSpan={updates ? 2 : 1}>
                {row.value}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
