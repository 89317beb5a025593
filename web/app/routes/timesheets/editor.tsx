import { useMemo, useState } from "react";
import { Form, useNavigation } from "react-router";
import { formatReference } from "#domain/orders/reference-number";
import type { TimesheetDay } from "#domain/timesheets/timesheet-day";
import { TimesheetSchema, type Timesheet } from "#domain/timesheets/timesheet-schemas";
import { timesheetTotals } from "#domain/timesheets/timesheet-totals";
import { Badge } from "#web/app/components/badge";
import { BackLink } from "#web/app/components/back-link";
import { buttonStyles } from "#web/app/components/button-styles";
import { FormAlert } from "#web/app/components/form/form-alert";
import { PageHeader } from "#web/app/components/page-header";
import { ScreenErrorBoundary, screenTitleKey } from "#web/app/components/screen-error-boundary";
import { pageTitle } from "#web/app/i18n/page-title";
import { useTranslation } from "#web/app/i18n/use-translation";
import { callApi, loadFromApi } from "#web/app/lib/api.server";
import { refusalOf } from "#web/app/lib/forms/refusal";
import { refusalFrom, withRefusalStatus } from "#web/app/lib/forms/refusal.server";
import { useRefusableForm } from "#web/app/lib/forms/use-refusable-form";
import { numericIdParam } from "#web/app/lib/route-params.server";
import { ifMatchOf, VERSION_FIELD } from "#web/app/lib/row-version";
import { requirePermission } from "#web/app/lib/session.server";
import { DayCard } from "./+editor/day-card";
import { STATUS_TONES } from "./+editor/status-tones";
import { checkWeek, countableDays, DATES_FIELD, datesOfForm, formFieldOf, rawDaysOfForm, refusalMessageOf } from "./+editor/week-form";
import { WeekTotals } from "./+editor/week-totals";
import type { Route } from "./+types/editor";

// /timesheets/{id} (decision 0053): a worker's week, one card per day (only the placement's days take
// hours), the totals computed live by the domain's function, saved by PUT /v1/timesheets/{id} on the
// version loaded. A refusal shows beside the day it names; a concurrent change (412) says so and the
// screen shows the saved week again.

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, screenTitleKey(error, "timesheets.editor.title"));
}

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "orders");
  const { data: sheet } = await loadFromApi(args, `/timesheets/${numericIdParam(args.params.id)}`, TimesheetSchema);
  return { sheet };
}

export async function action(args: Route.ActionArgs) {
  await requirePermission(args, "orders");
  const id = numericIdParam(args.params.id);
  const formData = await args.request.formData();
  const checked = checkWeek(formData);
  if (!checked.days) return withRefusalStatus(refusalOf(422, checked.fields));
  const sent = rawDaysOfForm(formData, datesOfForm(formData));
  const response = await callApi(args, `/timesheets/${id}`, { method: "PUT", json: { days: checked.days }, ifMatch: ifMatchOf(formData) });
  if (response.status === 412) {
    // Answered without its status: the screen's data is read again, so the form shows the saved week.
    return refusalOf(412, {}, [{ key: "timesheets.editor.changedMeanwhile" }]);
  }
  if (!response.ok) {
    return withRefusalStatus(
      await refusalFrom(args, response, {
        fieldOf: (field) => formFieldOf(field, sent),
        messageOf: (refusal) => refusalMessageOf(refusal, sent),
      }),
    );
  }
  return { ok: true as const };
}

function workerName(sheet: Timesheet) {
  return [sheet.worker.last_name?.toUpperCase(), sheet.worker.first_name].filter(Boolean).join(" ");
}

export default function TimesheetEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { sheet } = loaderData;
  // A new version (saved here or elsewhere) starts the form again from what is kept.
  return <WeekEditor key={sheet.updated_at} sheet={sheet} actionData={actionData} />;
}

function WeekEditor({ sheet, actionData }: { sheet: Timesheet; actionData: Route.ComponentProps["actionData"] }) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  const locked = sheet.status === "approved";
  const editableDates = sheet.calendar.filter((day) => day.in_placement).map((day) => day.date);
  const reply = actionData && !actionData.ok ? actionData.reply : null;
  const { errorAt, formError, formProps } = useRefusableForm({
    check: (formData) => checkWeek(formData, sheet).fields,
    lastResult: reply,
    holdRefusals: true,
  });
  const [days, setDays] = useState<TimesheetDay[]>(() => sheet.days.map((day) => ({ ...day, absence: day.absence ?? null })));
  const totals = useMemo(() => timesheetTotals(days, sheet.earlier_week_minutes), [days, sheet.earlier_week_minutes]);
  const savedByDate = new Map(sheet.days.map((day) => [day.date, day]));
  const saved = actionData?.ok === true;
  return (
    <div className="space-y-6">
      <BackLink to={`/timesheets?week=${sheet.week}`}>{t("timesheets.editor.back")}</BackLink>
      <PageHeader
        title={t("timesheets.editor.heading", { name: workerName(sheet), week: sheet.week })}
        description={t("timesheets.editor.period", { from: sheet.starts_on, to: sheet.ends_on })}
      >
        <Badge tone={STATUS_TONES[sheet.status]}>{t(`timesheets.statuses.${sheet.status}`)}</Badge>
      </PageHeader>
      <dl className="grid grid-cols-1 gap-3 rounded-xl border border-line bg-surface p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-ink-muted">{t("timesheets.worker")}</dt>
          <dd className="font-medium text-ink">{workerName(sheet)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t("timesheets.order")}</dt>
          <dd className="font-medium text-ink">{formatReference("order", sheet.order.number, i18n.language)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t("timesheets.client")}</dt>
          <dd className="font-medium text-ink">{sheet.company.name}</dd>
        </div>
      </dl>
      {locked ? <FormAlert tone="info">{t("timesheets.editor.locked")}</FormAlert> : null}
      {saved ? (
        <p role="status" className="text-sm font-medium text-emerald-700 dark:text-emerald-300">
          {t("timesheets.editor.saved")}
        </p>
      ) : null}
      <WeekTotals totals={totals} />
      <Form
        method="post"
        {...formProps}
        aria-label={t("timesheets.editor.formLabel")}
        className="space-y-3"
        onChange={(event) => setDays(countableDays(new FormData(event.currentTarget)))}
      >
        {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
        <input type="hidden" name={VERSION_FIELD} value={sheet.updated_at} />
        <input type="hidden" name={DATES_FIELD} value={editableDates.join(",")} />
        {sheet.calendar.map((day) => (
          <DayCard key={day.date} day={day} saved={savedByDate.get(day.date)} locked={locked} errorAt={errorAt} />
        ))}
        {locked ? null : (
          <button type="submit" className={buttonStyles.primary} disabled={saving}>
            {saving ? t("timesheets.editor.saving") : t("timesheets.editor.save")}
          </button>
        )}
      </Form>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
