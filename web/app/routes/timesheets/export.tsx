import { Form } from "react-router";
import { z } from "zod";
import { isCalendarDate } from "#domain/dates/calendar-date";
import { addDays, parisToday } from "#domain/dates/paris-day";
import { EXPORT_MAX_DAYS, TimesheetSummarySchema } from "#domain/timesheets/timesheet-schemas";
import { BackLink } from "#web/app/components/back-link";
import { buttonStyles } from "#web/app/components/button-styles";
import { SelectField } from "#web/app/components/form/select-field";
import { TextField } from "#web/app/components/form/text-field";
import { PageHeader } from "#web/app/components/page-header";
import { ScreenErrorBoundary, screenTitleKey } from "#web/app/components/screen-error-boundary";
import { pageTitle } from "#web/app/i18n/page-title";
import { useTranslation } from "#web/app/i18n/use-translation";
import { loadFromApi } from "#web/app/lib/api.server";
import { workingSpaceIdOf } from "#web/app/lib/selected-space.server";
import { requirePermission } from "#web/app/lib/session.server";
import type { Route } from "./+types/export";

// /timesheets/export (decision 0053): the pay and billing export of a period. The period lives in the
// URL (a GET form, as the list's filter): the screen counts the approved timesheets it holds, the only
// ones exported; the file itself is GET /v1/timesheets/export, downloaded through the web Worker's /v1
// as the statistics exports are.

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, screenTitleKey(error, "timesheets.export.title"));
}

/** The current Paris month: the period payroll closes. */
function thisMonth(now: Date) {
  const today = parisToday(now);
  const from = `${today.slice(0, 7)}-01`;
  const nextMonth = addDays(`${today.slice(0, 7)}-28`, 4).slice(0, 7);
  return { from, to: addDays(`${nextMonth}-01`, -1) };
}

function periodOf(url: URL) {
  const from = url.searchParams.get("from") ?? "";
  const to = url.searchParams.get("to") ?? "";
  if (!isCalendarDate(from) || !isCalendarDate(to)) return { ...thisMonth(new Date()), valid: true };
  const valid = from <= to && (Date.parse(to) - Date.parse(from)) / 86_400_000 < EXPORT_MAX_DAYS;
  return { from, to, valid };
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requirePermission(args, "orders");
  const period = periodOf(new URL(args.request.url));
  const spaceId = workingSpaceIdOf(args.request, session);
  if (spaceId === null || !period.valid) return { ...period, spaceId, approved: null };
  const { headers } = await loadFromApi(args, "/timesheets", z.array(TimesheetSummarySchema), {
    space_id: spaceId,
    status: "approved",
    from: period.from,
    to: period.to,
    per_page: 1,
  });
  return { ...period, spaceId, approved: Number(headers.get("X-Total-Count") ?? 0) };
}

export default function TimesheetsExport({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { from, to, valid, spaceId, approved } = loaderData;
  return (
    <div className="space-y-6">
      <BackLink to="/timesheets">{t("timesheets.export.back")}</BackLink>
      <PageHeader title={t("timesheets.export.title")} description={t("timesheets.export.intro")} />
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={t("timesheets.export.periodLabel")}>
        <TextField label={t("timesheets.export.from")} name="from" type="date" defaultValue={from} required />
        <TextField label={t("timesheets.export.to")} name="to" type="date" defaultValue={to} required />
        <button type="submit" className={buttonStyles.secondary}>
          {t("timesheets.export.count")}
        </button>
      </Form>
      <p role="status" className="text-sm text-ink" data-testid="export-approved-count">
        {!valid ? t("timesheets.export.invalidPeriod") : approved === null ? "" : t("timesheets.export.approvedCount", { count: approved })}
      </p>
      {valid && spaceId !== null ? (
        // A plain form: the browser downloads the file instead of the router reading it.
        <form
          method="get"
          action="/v1/timesheets/export"
          className="flex flex-wrap items-end gap-3"
          aria-label={t("timesheets.export.downloadLabel")}
        >
          <input type="hidden" name="space_id" value={spaceId} />
          <input type="hidden" name="from" value={from} />
          <input type="hidden" name="to" value={to} />
          <SelectField
            label={t("timesheets.export.format")}
            name="format"
            defaultValue="csv"
            options={[
              { value: "csv", label: "CSV" },
              { value: "xlsx", label: "XLSX" },
            ]}
          />
          <button type="submit" className={buttonStyles.primary} disabled={approved === 0}>
            {t("timesheets.export.download")}
          </button>
        </form>
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
