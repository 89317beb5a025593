import { useTranslation } from "#web/app/i18n/use-translation";
import { z } from "zod";
import { formatFrenchPhone } from "#domain/french/phone";
import { formatDateTime } from "#domain/format/format-date-time";
import { WorkerSmsSchema } from "#domain/sms/sms-schemas";
import { Badge, type BadgeTone } from "#web/app/components/badge";
import { Pagination } from "#web/app/components/pagination";
import { ScreenErrorBoundary } from "#web/app/components/screen-error-boundary";
import { loadFromApi } from "#web/app/lib/api.server";
import { lastPageOf } from "#web/app/lib/link-header";
import { numericIdParam } from "#web/app/lib/route-params.server";
import { TabHeader } from "../+tabs/tab-header";
import { tabTitle } from "../+tabs/tab-title";
import type { Route } from "./+types/sms";

// /workers/{id}/sms: every SMS sent to the worker or received from them, newest first, with its
// status and dates (GET /v1/workers/{id}/sms).

const PER_PAGE = 20;

type WorkerSms = z.infer<typeof WorkerSmsSchema>;

const STATUS_TONE: Record<WorkerSms["status"], BadgeTone> = {
  scheduled: "sky",
  queued: "neutral",
  sent: "indigo",
  delivered: "emerald",
  failed: "primary",
};

export function meta({ matches }: Route.MetaArgs) {
  return tabTitle(matches, "sms.history.pageTitle");
}

export async function loader(args: Route.LoaderArgs) {
  const id = numericIdParam(args.params.id);
  const page = Math.max(1, Number(new URL(args.request.url).searchParams.get("page")) || 1);
  const { data: messages, headers } = await loadFromApi(args, `/workers/${id}/sms`, z.array(WorkerSmsSchema), {
    page: page > 1 ? page : undefined,
    per_page: PER_PAGE,
  });
  return { messages, page, lastPage: lastPageOf(headers.get("Link")), total: Number(headers.get("X-Total-Count") ?? messages.length) };
}

/** The dates a row has, in the order they happen. */
function datesOf(sms: WorkerSms) {
  return [
    { key: "createdAt", value: sms.created_at },
    { key: "sendAt", value: sms.send_at },
    { key: "sentAt", value: sms.sent_at },
    { key: "deliveredAt", value: sms.delivered_at },
    { key: "reminderAt", value: sms.reminder_at },
  ] as const;
}

export default function SmsTab({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { messages, page, lastPage, total } = loaderData;
  return (
    <section aria-labelledby="sms-history" className="space-y-4">
      <TabHeader id="sms-history" title={t("sms.history.title")} />
      {messages.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line-strong p-8 text-center text-sm text-ink-muted">
          {t("sms.history.empty")}
        </p>
      ) : (
        <ol className="space-y-3" data-testid="sms-history">
          {messages.map((sms) => (
            <li key={sms.id}>
              <article className="rounded-xl border border-line bg-surface p-4 shadow-xs" aria-labelledby={`sms-${sms.id}`}>
                <header className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id={`sms-${sms.id}`} className="text-sm font-semibold text-ink">
                    {sms.direction === "outbound"
                      ? t("sms.history.outbound", { phone: formatFrenchPhone(sms.to_phone) })
                      : t("sms.history.inbound", { phone: formatFrenchPhone(sms.from_phone ?? sms.to_phone) })}
                  </h3>
                  <Badge tone={STATUS_TONE[sms.status]}>{t(`sms.status.${sms.status}`)}</Badge>
                </header>
                <p className="mt-3 rounded-lg bg-surface-muted p-3 text-sm break-words whitespace-pre-wrap">{sms.body}</p>
                <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-xs text-ink-muted">
                  <div className="flex gap-1">
                    <dt>{t("sms.history.length")}</dt>
                    <dd>{t("sms.history.lengthValue", { segments: sms.segments, encoding: sms.encoding })}</dd>
                  </div>
                  {datesOf(sms).map((date) =>
                    date.value ? (
                      <div key={date.key} className="flex gap-1">
                        <dt>{t(`sms.history.${date.key}`)}</dt>
                        <dd>
                          <time dateTime={date.value}>{formatDateTime(new Date(date.value), i18n.language)}</time>
                        </dd>
                      </div>
                    ) : null,
                  )}
                </dl>
                {sms.error_message ? (
                  <p className="mt-2 text-xs text-primary-700 dark:text-primary-300">
                    {t("sms.history.error", { message: sms.error_message })}
                  </p>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      )}
      {lastPage > 1 ? <Pagination page={page} lastPage={lastPage} total={total} /> : null}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
