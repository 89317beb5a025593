import { isRouteErrorResponse } from "react-router";
import { formatDate, formatDateTime } from "#domain/format/format-date-time";
import type { PublicTimesheet } from "#domain/timesheets/timesheet-approval";
import { buttonStyles } from "#web/app/components/button-styles";
import { ErrorScreen } from "#web/app/components/error-screen";
import { FormAlert } from "#web/app/components/form/form-alert";
import { NotFoundScreen } from "#web/app/components/not-found-screen";
import { useTranslation } from "#web/app/i18n/use-translation";
import { STATIC_PAGE } from "#web/app/lib/islands/island-scripts";
import { RegistrationFrame } from "../registration/+shared/registration-frame";
import { decideApprovalWeek, loadApprovalWeek } from "./approval.server";
import type { Route } from "./+types/approval";

// /valider-heures/{code}: the client's one-click approval of a worker's week, from the e-mail's signed
// link (decision 0052). No shell, no account and no script: two plain forms, Approve, and Dispute with
// a comment; the page answers with the decision recorded.

export const handle = STATIC_PAGE;

export async function loader(args: Route.LoaderArgs) {
  return { week: await loadApprovalWeek(args) };
}

export async function action(args: Route.ActionArgs) {
  return decideApprovalWeek(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${loaderData.week.worker_name} · ${loaderData.week.agency_name}` : "404" },
    { name: "robots", content: "noindex" },
  ];
}

const day = (date: string) => new Date(`${date}T12:00:00Z`);

function Duration({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  return (
    <>{t("timesheetApproval.hoursMinutes", { hours: String(Math.floor(minutes / 60)), minutes: String(minutes % 60).padStart(2, "0") })}</>
  );
}

function WeekTable({ week }: { week: PublicTimesheet }) {
  const { t, i18n } = useTranslation();
  const byDate = new Map(week.days.map((entry) => [entry.date, entry]));
  return (
    <table className="w-full text-sm" data-testid="approval-week">
      <thead>
        <tr className="border-b border-line text-left text-ink-muted">
          <th scope="col" className="py-2 pr-3 font-medium">
            {t("timesheetApproval.day")}
          </th>
          <th scope="col" className="py-2 font-medium">
            {t("timesheetApproval.hours")}
          </th>
        </tr>
      </thead>
      <tbody>
        {week.calendar.map(({ date }) => {
          const entry = byDate.get(date);
          return (
            <tr key={date} className="border-b border-line">
              <th scope="row" className="py-2 pr-3 text-left font-normal text-ink">
                {new Intl.DateTimeFormat(i18n.language, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(
                  day(date),
                )}
              </th>
              <td className="py-2 text-ink">
                {entry?.absence
                  ? t("timesheetApproval.absent")
                  : entry?.start
                    ? `${entry.start} – ${entry.end}${entry.break_minutes ? ` (−${entry.break_minutes} min)` : ""}`
                    : t("timesheetApproval.dayOff")}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export default function TimesheetApproval({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { week } = loaderData;
  const decidedAt = week.decided_at ? formatDateTime(new Date(week.decided_at), i18n.language) : "";
  return (
    <RegistrationFrame>
      <article aria-labelledby="approval-title" className="mt-2 w-full max-w-2xl space-y-5">
        <header className="space-y-2">
          <h1 id="approval-title" className="text-2xl font-semibold tracking-tight text-ink">
            {t("timesheetApproval.title")}
          </h1>
          <p className="text-sm text-ink-muted">{t("timesheetApproval.intro", { agency: week.agency_name })}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-muted">{t("timesheetApproval.worker")}</dt>
            <dd className="text-ink" data-testid="approval-worker">
              {week.worker_name}
            </dd>
            <dt className="text-ink-muted">{t("timesheetApproval.client")}</dt>
            <dd className="text-ink">{week.company_name}</dd>
            <dt className="text-ink-muted">{t("timesheetApproval.order")}</dt>
            <dd className="text-ink">{week.order_reference}</dd>
          </dl>
          <p className="text-sm font-medium text-ink">
            {t("timesheetApproval.week", {
              from: formatDate(day(week.starts_on), i18n.language, "UTC"),
              to: formatDate(day(week.ends_on), i18n.language, "UTC"),
            })}
          </p>
        </header>

        <WeekTable week={week} />

        <section aria-labelledby="approval-totals" className="space-y-1 text-sm">
          <h2 id="approval-totals" className="text-base font-semibold text-ink">
            {t("timesheetApproval.totals")}
          </h2>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            <dt className="text-ink-muted">{t("timesheetApproval.worked")}</dt>
            <dd className="text-right text-ink" data-testid="approval-worked">
              <Duration minutes={week.totals.worked_minutes} />
            </dd>
            <dt className="text-ink-muted">{t("timesheetApproval.normal")}</dt>
            <dd className="text-right text-ink">
              <Duration minutes={week.totals.normal_minutes} />
            </dd>
            <dt className="text-ink-muted">{t("timesheetApproval.overtime25")}</dt>
            <dd className="text-right text-ink">
              <Duration minutes={week.totals.overtime_25_minutes} />
            </dd>
            <dt className="text-ink-muted">{t("timesheetApproval.overtime50")}</dt>
            <dd className="text-right text-ink">
              <Duration minutes={week.totals.overtime_50_minutes} />
            </dd>
          </dl>
        </section>

        {actionData?.outcome === "conflict" ? <FormAlert tone="error">{actionData.message}</FormAlert> : null}
        {week.status === "approved" ? (
          <FormAlert tone="success">
            <span data-testid="approval-status">{t("timesheetApproval.approved", { date: decidedAt, by: week.decided_by ?? "" })}</span>
          </FormAlert>
        ) : week.status === "disputed" ? (
          <FormAlert tone="info">
            <span data-testid="approval-status">
              {t("timesheetApproval.disputed", { date: decidedAt, by: week.decided_by ?? "", comment: week.dispute_comment ?? "" })}
            </span>
          </FormAlert>
        ) : week.status === "submitted" ? (
          <div className="space-y-6">
            <form method="post" className="space-y-2">
              <input type="hidden" name="intent" value="approve" />
              <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto`} data-testid="approve">
                {t("timesheetApproval.approve")}
              </button>
              <p className="text-xs text-ink-muted">{t("timesheetApproval.approveHint")}</p>
            </form>
            <form method="post" className="space-y-2" aria-labelledby="dispute-title">
              <h2 id="dispute-title" className="text-base font-semibold text-ink">
                {t("timesheetApproval.disputeTitle")}
              </h2>
              <input type="hidden" name="intent" value="dispute" />
              <label htmlFor="dispute-comment" className="block text-sm font-medium text-ink">
                {t("timesheetApproval.comment")}
              </label>
              <textarea
                id="dispute-comment"
                name="comment"
                rows={3}
                maxLength={2000}
                aria-describedby="dispute-comment-hint"
                aria-invalid={actionData?.outcome === "comment_required" ? true : undefined}
                className="block w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm text-ink"
              />
              <p id="dispute-comment-hint" className="text-xs text-ink-muted">
                {actionData?.outcome === "comment_required" ? (
                  <span role="alert" className="text-primary-700 dark:text-primary-300">
                    {t("timesheetApproval.commentRequired")}
                  </span>
                ) : (
                  t("timesheetApproval.commentHint")
                )}
              </p>
              <button type="submit" className={`${buttonStyles.secondary} w-full sm:w-auto`} data-testid="dispute">
                {t("timesheetApproval.dispute")}
              </button>
            </form>
          </div>
        ) : (
          <FormAlert tone="info">{t("timesheetApproval.notWaiting")}</FormAlert>
        )}
      </article>
    </RegistrationFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundScreen /> : <ErrorScreen />;
}
