import { isRouteErrorResponse } from "react-router";
import { ABSENCE_REASONS } from "#domain/enums/timesheet";
import { formatDate, formatDateTime } from "#domain/format/format-date-time";
import type { PublicTimesheet } from "#domain/timesheets/timesheet-approval";
import { buttonStyles } from "#web/app/components/button-styles";
import { ErrorScreen } from "#web/app/components/error-screen";
import { controlStyles, errorStyles, labelStyles } from "#web/app/components/form/field-styles";
import { FormAlert } from "#web/app/components/form/form-alert";
import { useTranslation } from "#web/app/i18n/use-translation";
import { STATIC_PAGE } from "#web/app/lib/islands/island-scripts";
import { RegistrationFrame } from "../registration/+shared/registration-frame";
import { fieldName, shownFields, type DayFields } from "./worker-fields";
import { loadWorkerWeek, saveWorkerWeek, type DayRefusal } from "./worker.server";
import type { Route } from "./+types/worker";

// /mes-heures/{code}: the worker fills their week from the SMS's signed link (decision 0052), on a
// phone. No shell, no account and no script: one card per day of the week, the placement's days
// editable, one plain form whose buttons save, or save and send the week to the client. The API's
// refusals show on the card of the day they name; once sent the week is read-only, once approved locked.

export const handle = STATIC_PAGE;

export async function loader(args: Route.LoaderArgs) {
  return { week: await loadWorkerWeek(args) };
}

export async function action(args: Route.ActionArgs) {
  return saveWorkerWeek(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${loaderData.week.worker_name} · ${loaderData.week.agency_name}` : "404" },
    { name: "robots", content: "noindex" },
  ];
}

/** The statuses in which the worker may still change the week (as the API's WORKER_EDITABLE_STATUSES). */
const EDITABLE = new Set(["to_fill", "disputed"]);

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

function Duration({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  return (
    <>{t("workerTimesheet.hoursMinutes", { hours: String(Math.floor(minutes / 60)), minutes: String(minutes % 60).padStart(2, "0") })}</>
  );
}

function NumberField({
  id,
  name,
  label,
  value,
  step,
  disabled,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  step?: string;
  disabled: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode={step ? "decimal" : "numeric"}
        min={0}
        step={step ?? "1"}
        defaultValue={value}
        disabled={disabled}
        className={`mt-1 ${controlStyles(false)}`}
      />
    </div>
  );
}

function DayCard({
  date,
  inPlacement,
  fields,
  refusals,
  editable,
}: {
  date: string;
  inPlacement: boolean;
  fields: DayFields;
  refusals: DayRefusal[];
  editable: boolean;
}) {
  const { t, i18n } = useTranslation();
  const label = new Intl.DateTimeFormat(i18n.language, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(
    noon(date),
  );
  const id = (field: string) => `${field}-${date}`;
  const refused = refusals.length > 0;
  const errorId = `refusal-${date}`;
  if (!inPlacement) {
    return (
      <li className="rounded-xl border border-line bg-surface-muted px-4 py-3 text-sm" data-testid={`day-${date}`}>
        <span className="font-medium text-ink">{label}</span>
        <span className="text-ink-muted"> · {t("workerTimesheet.notInPlacement")}</span>
      </li>
    );
  }
  const disabled = !editable;
  return (
    <li data-testid={`day-${date}`}>
      <fieldset
        aria-describedby={refused ? errorId : undefined}
        className={`space-y-3 rounded-xl border bg-surface p-4 shadow-xs ${refused ? "border-primary-500" : "border-line"}`}
      >
        <legend className="px-1 text-base font-semibold text-ink first-letter:uppercase">{label}</legend>
        {refused ? (
          <div id={errorId} className={errorStyles} data-testid={`refusal-${date}`}>
            <p className="font-semibold">{t("workerTimesheet.refusedDay")}</p>
            <ul>
              {refusals.map((refusal) => (
                <li key={`${refusal.reason}-${refusal.message}`}>{refusalText(t, refusal)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="grid grid-cols-2 gap-3">
          {(["start", "end"] as const).map((field) => (
            <div key={field}>
              <label htmlFor={id(field)} className={labelStyles}>
                {t(`workerTimesheet.${field}`)}
              </label>
              <input
                id={id(field)}
                name={fieldName(field, date)}
                type="time"
                defaultValue={fields[field]}
                disabled={disabled}
                aria-invalid={refused || undefined}
                className={`mt-1 ${controlStyles(refused)}`}
              />
            </div>
          ))}
          <NumberField
            id={id("break")}
            name={fieldName("break_minutes", date)}
            label={t("workerTimesheet.breakMinutes")}
            value={fields.break_minutes}
            disabled={disabled}
          />
          <NumberField
            id={id("night")}
            name={fieldName("night_minutes", date)}
            label={t("workerTimesheet.nightMinutes")}
            value={fields.night_minutes}
            disabled={disabled}
          />
          <NumberField
            id={id("meal")}
            name={fieldName("meal_allowance", date)}
            label={t("workerTimesheet.mealAllowance")}
            value={fields.meal_allowance}
            step="0.01"
            disabled={disabled}
          />
          <NumberField
            id={id("transport")}
            name={fieldName("transport_allowance", date)}
            label={t("workerTimesheet.transportAllowance")}
            value={fields.transport_allowance}
            step="0.01"
            disabled={disabled}
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={id("absence")} className={labelStyles}>
              {t("workerTimesheet.absence")}
            </label>
            <select
              id={id("absence")}
              name={fieldName("absence", date)}
              defaultValue={fields.absence}
              disabled={disabled}
              className={`mt-1 ${controlStyles(false)}`}
            >
              <option value="">{t("workerTimesheet.noAbsence")}</option>
              {ABSENCE_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`workerTimesheet.absenceReasons.${reason}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={id("absence-comment")} className={labelStyles}>
              {t("workerTimesheet.absenceComment")}
            </label>
            <input
              id={id("absence-comment")}
              name={fieldName("absence_comment", date)}
              type="text"
              maxLength={500}
              defaultValue={fields.absence_comment}
              disabled={disabled}
              className={`mt-1 ${controlStyles(false)}`}
            />
          </div>
        </div>
      </fieldset>
    </li>
  );
}

const KNOWN_REFUSALS = new Set([
  "daily_maximum",
  "weekly_maximum",
  "daily_rest",
  "day_outside_placement",
  "day_overlap",
  "break_too_long",
  "night_over_worked",
  "required",
  "absence_with_hours",
]);

function refusalText(t: ReturnType<typeof useTranslation>["t"], refusal: DayRefusal): string {
  const key = KNOWN_REFUSALS.has(refusal.reason) ? refusal.reason : "other";
  return t(`workerTimesheet.refusals.${key as "other"}`);
}

function StatusAlert({ week }: { week: PublicTimesheet }) {
  const { t, i18n } = useTranslation();
  const at = (iso: string | null) => (iso ? formatDateTime(new Date(iso), i18n.language) : "");
  if (week.status === "approved") {
    return (
      <FormAlert tone="success">
        <span data-testid="worker-week-status">
          {t("workerTimesheet.approvedStatus", { date: at(week.decided_at), by: week.decided_by ?? "" })}
        </span>
      </FormAlert>
    );
  }
  if (week.status === "submitted") {
    return (
      <FormAlert tone="info">
        <span data-testid="worker-week-status">{t("workerTimesheet.submittedStatus", { date: at(week.submitted_at) })}</span>
      </FormAlert>
    );
  }
  if (week.status === "disputed") {
    return (
      <FormAlert tone="info">
        <span data-testid="worker-week-status">{t("workerTimesheet.disputedStatus", { comment: week.dispute_comment ?? "" })}</span>
      </FormAlert>
    );
  }
  return null;
}

export default function WorkerTimesheet({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { week } = loaderData;
  const editable = EDITABLE.has(week.status);
  const typed = actionData?.outcome === "refused" ? actionData.values : undefined;
  const refusals = actionData?.outcome === "refused" ? actionData.refusals : {};
  return (
    <RegistrationFrame>
      <article aria-labelledby="worker-week-title" className="mt-2 w-full max-w-xl space-y-5">
        <header className="space-y-2">
          <h1 id="worker-week-title" className="text-2xl font-semibold tracking-tight text-ink">
            {t("workerTimesheet.title")}
          </h1>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-muted">{t("workerTimesheet.worker")}</dt>
            <dd className="text-ink" data-testid="worker-week-name">
              {week.worker_name}
            </dd>
            <dt className="text-ink-muted">{t("workerTimesheet.client")}</dt>
            <dd className="text-ink">{week.company_name}</dd>
            <dt className="text-ink-muted">{t("workerTimesheet.order")}</dt>
            <dd className="text-ink">{week.order_reference}</dd>
          </dl>
          <p className="text-sm font-medium text-ink">
            {t("workerTimesheet.week", {
              from: formatDate(noon(week.starts_on), i18n.language, "UTC"),
              to: formatDate(noon(week.ends_on), i18n.language, "UTC"),
            })}
          </p>
          {editable ? <p className="text-sm text-ink-muted">{t("workerTimesheet.intro", { agency: week.agency_name })}</p> : null}
        </header>

        {actionData?.outcome === "saved" ? <FormAlert tone="success">{t("workerTimesheet.saved")}</FormAlert> : null}
        {actionData?.outcome === "sent" ? <FormAlert tone="success">{t("workerTimesheet.sent")}</FormAlert> : null}
        {actionData?.outcome === "refused" ? <FormAlert tone="error">{t("workerTimesheet.refused")}</FormAlert> : null}
        {actionData?.outcome === "conflict" ? <FormAlert tone="error">{actionData.message}</FormAlert> : null}
        <StatusAlert week={week} />

        <form method="post" className="space-y-4">
          {editable ? <p className="text-xs text-ink-muted">{t("workerTimesheet.dayHint")}</p> : null}
          <ul className="space-y-3">
            {week.calendar.map(({ date, in_placement }) => (
              <DayCard
                key={date}
                date={date}
                inPlacement={in_placement}
                fields={shownFields(week, date, typed)}
                refusals={refusals[date] ?? []}
                editable={editable}
              />
            ))}
          </ul>

          <p className="flex justify-between text-sm font-medium text-ink">
            <span>{t("workerTimesheet.worked")}</span>
            <span data-testid="worker-week-worked">
              <Duration minutes={week.totals.worked_minutes} />
            </span>
          </p>

          {editable ? (
            <div className="space-y-2">
              <div className="flex flex-col gap-3 sm:flex-row">
                <button
                  type="submit"
                  name="intent"
                  value="save"
                  className={`${buttonStyles.secondary} w-full sm:w-auto`}
                  data-testid="save-week"
                >
                  {t("workerTimesheet.save")}
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="submit"
                  className={`${buttonStyles.primary} w-full sm:w-auto`}
                  data-testid="send-week"
                >
                  {t("workerTimesheet.submit")}
                </button>
              </div>
              <p className="text-xs text-ink-muted">{t("workerTimesheet.submitHint")}</p>
            </div>
          ) : null}
        </form>
      </article>
    </RegistrationFrame>
  );
}

/** A page of its own, in the registration frame: a forged, expired or superseded link (404), or too many calls (429). */
function LinkProblem({ title, message }: { title: string; message: string }) {
  return (
    <RegistrationFrame>
      <section aria-labelledby="worker-link-problem" className="mt-8 w-full max-w-xl space-y-3 text-center">
        <h1 id="worker-link-problem" className="text-2xl font-semibold tracking-tight text-ink">
          {title}
        </h1>
        <p className="text-ink-muted">{message}</p>
      </section>
    </RegistrationFrame>
  );
}

/** A dead link says so plainly, and who gives a new one; never the generic not-found page nor a 500. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <LinkProblem title={t("workerTimesheet.invalidTitle")} message={t("workerTimesheet.invalidMessage")} />;
  }
  if (isRouteErrorResponse(error) && error.status === 429) {
    return <LinkProblem title={t("workerTimesheet.tooManyTitle")} message={t("workerTimesheet.tooManyMessage")} />;
  }
  return <ErrorScreen />;
}
