import { useTranslation } from "#web/app/i18n/use-translation";
import { Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { parisToday } from "#domain/dates/paris-day";
import { TIMESHEET_STATUSES } from "#domain/enums/timesheet";
import { formatReference } from "#domain/orders/reference-number";
import { isIsoWeek, isoWeekOf } from "#domain/timesheets/iso-week";
import { TimesheetSummarySchema, type TimesheetSummary } from "#domain/timesheets/timesheet-schemas";
import { Badge } from "#web/app/components/badge";
import { buttonStyles } from "#web/app/components/button-styles";
import { DataTable, type TableColumn } from "#web/app/components/data-table";
import { EmptyState } from "#web/app/components/empty-state";
import { PageHeader } from "#web/app/components/page-header";
import { ScreenErrorBoundary } from "#web/app/components/screen-error-boundary";
import { loadFromApi } from "#web/app/lib/api.server";
import { workingSpaceIdOf } from "#web/app/lib/selected-space.server";
import { requirePermission } from "#web/app/lib/session.server";
import { STATUS_TONES } from "./+editor/status-tones";
import type { Route } from "./+types/list";

// /timesheets (decision 0051): one week's timesheets of the working space, by status, with their totals.
// The filter is a GET form: the week and status live in the URL, and it works without JavaScript.

const FIELD_CLASS =
  "mt-1.5 block rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm text-ink shadow-xs focus:border-primary-500 focus:ring-2 focus:ring-primary-500/50 focus:outline-none";

export async function loader(args: Route.LoaderArgs) {
  const session = await requirePermission(args, "orders");
  const url = new URL(args.request.url);
  const asked = url.searchParams.get("week") ?? "";
  const week = isIsoWeek(asked) ? asked : isoWeekOf(parisToday(new Date()));
  const statusParam = url.searchParams.get("status");
  const status = TIMESHEET_STATUSES.find((value) => value === statusParam) ?? null;
  const spaceId = workingSpaceIdOf(args.request, session);
  if (spaceId === null) return { week, status, timesheets: [] as TimesheetSummary[] };
  const { data: timesheets } = await loadFromApi(args, "/timesheets", z.array(TimesheetSummarySchema), {
    space_id: spaceId,
    week,
    status: status ?? undefined,
    per_page: 100,
  });
  return { week, status, timesheets };
}

function hoursOf(minutes: number): string {
  return (Math.round((minutes / 60) * 100) / 100).toString();
}

export default function TimesheetsList({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const { week, status, timesheets } = loaderData;
  const loading = navigation.state === "loading" && navigation.location.pathname === "/timesheets";
  const columns: TableColumn[] = [
    { key: "worker", label: t("timesheets.worker") },
    { key: "client", label: t("timesheets.client"), shownFrom: "sm" },
    { key: "order", label: t("timesheets.order"), shownFrom: "sm" },
    { key: "days", label: t("timesheets.days"), shownFrom: "md" },
    { key: "status", label: t("timesheets.status") },
    { key: "worked", label: t("timesheets.worked") },
    { key: "overtime", label: t("timesheets.overtime"), shownFrom: "md" },
  ];
  return (
    <div className="space-y-6">
      <PageHeader title={t("timesheets.title")} description={t("timesheets.intro")}>
        <Link to="/timesheets/export" className={buttonStyles.secondary}>
          {t("timesheets.export.title")}
        </Link>
      </PageHeader>
      <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
        <div>
          <label htmlFor="timesheets-week" className="block text-sm font-medium text-ink">
            {t("timesheets.week")}
          </label>
          <input id="timesheets-week" name="week" type="week" defaultValue={week} className={FIELD_CLASS} />
        </div>
        <div>
          <label htmlFor="timesheets-status" className="block text-sm font-medium text-ink">
            {t("timesheets.status")}
          </label>
          <select id="timesheets-status" name="status" defaultValue={status ?? ""} className={FIELD_CLASS}>
            <option value="">{t("timesheets.allStatuses")}</option>
            {TIMESHEET_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`timesheets.statuses.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonStyles.secondary}>
          {t("timesheets.filter")}
        </button>
      </Form>
      {timesheets.length === 0 ? (
        <EmptyState icon="calendar" title={t("timesheets.empty")} />
      ) : (
        <DataTable caption={t("timesheets.caption")} columns={columns} loading={loading}>
          {timesheets.map((sheet) => (
            <tr key={sheet.id} data-testid="timesheet-row" data-status={sheet.status}>
              <td className="px-3 py-2.5 font-medium text-ink">
                <Link to={`/timesheets/${sheet.id}`} className="text-primary-700 underline-offset-2 hover:underline dark:text-primary-300">
                  {[sheet.worker.last_name?.toUpperCase(), sheet.worker.first_name].filter(Boolean).join(" ")}
                </Link>
              </td>
              <td className="hidden px-3 py-2.5 text-ink-muted sm:table-cell">{sheet.company.name}</td>
              <td className="hidden px-3 py-2.5 text-ink-muted sm:table-cell">
                {formatReference("order", sheet.order.number, i18n.language)}
              </td>
              <td className="hidden px-3 py-2.5 text-ink-muted md:table-cell">
                {sheet.starts_on} – {sheet.ends_on}
              </td>
              <td className="px-3 py-2.5">
                <Badge tone={STATUS_TONES[sheet.status]}>{t(`timesheets.statuses.${sheet.status}`)}</Badge>
              </td>
              <td className="px-3 py-2.5 text-ink">{t("timesheets.hours", { hours: hoursOf(sheet.totals.worked_minutes) })}</td>
              <td className="hidden px-3 py-2.5 text-ink-muted md:table-cell">
                {hoursOf(sheet.totals.overtime_25_minutes)} / {hoursOf(sheet.totals.overtime_50_minutes)}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
