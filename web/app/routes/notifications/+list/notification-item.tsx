import { useTranslation } from "#web/app/i18n/use-translation";
import { Link, useFetcher } from "react-router";
import type { Notification } from "#domain/notifications/notification-schemas";
import { Badge, type BadgeTone } from "#web/app/components/badge";
import { buttonStyles } from "#web/app/components/button-styles";
import { RelativeDate } from "#web/app/components/relative-date";
import { useNotificationText } from "#web/app/lib/notifications/notification-text";

const TYPE_TONE: Record<Notification["type"], BadgeTone> = {
  1: "emerald",
  2: "amber",
  3: "violet",
  4: "sky",
  5: "teal",
  6: "neutral",
  7: "amber",
};

/** One notification: its type, text and date, its read toggle (PUT /v1/notifications/{id}) and its worker. */
export function NotificationItem({ notification, now }: { notification: Notification; now: string }) {
  const { t } = useTranslation();
  const { title, message } = useNotificationText()(notification);
  const fetcher = useFetcher<{ ok: boolean }>({ key: `notification-${notification.id}` });
  // What the toggle is sending shows at once; the list's reload confirms it.
  const pending = fetcher.formData?.get("read");
  const read = pending === undefined || pending === null ? notification.read : pending === "true";
  const titleId = `notification-${notification.id}-title`;
  const workerId = notification.data.superworker_id;
  return (
    <li
      className={`rounded-xl border p-4 shadow-xs ${read ? "border-line bg-surface" : "border-primary-200 bg-primary-50/40 dark:border-primary-900 dark:bg-primary-950/30"}`}
      data-testid="notification"
      data-read={read}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 text-xs text-ink-muted">
            <Badge tone={TYPE_TONE[notification.type]}>{t(`notifications.types.type${notification.type}`)}</Badge>
            {read ? null : <span className="font-semibold text-primary-700 dark:text-primary-300">{t("notifications.list.unread")}</span>}
            <RelativeDate value={notification.created_at} now={now} />
          </p>
          <h3 id={titleId} className={`mt-2 text-sm break-words ${read ? "font-medium text-ink-muted" : "font-semibold text-ink"}`}>
            {title}
          </h3>
          {message ? <p className="mt-1 text-sm break-words whitespace-pre-wrap text-ink">{message}</p> : null}
          {workerId ? (
            <Link
              to={`/workers/${workerId}`}
              className="mt-2 inline-block text-sm font-medium text-primary-700 hover:underline dark:text-primary-300"
            >
              {t("notifications.list.openWorker")}
            </Link>
          ) : null}
        </div>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="toggle" />
          <input type="hidden" name="id" value={notification.id} />
          <input type="hidden" name="read" value={String(!read)} />
          <button type="submit" className={`${buttonStyles.ghost} px-2.5 py-1.5`} aria-describedby={titleId}>
            {read ? t("notifications.list.markUnread") : t("notifications.list.markRead")}
          </button>
        </fetcher.Form>
      </div>
    </li>
  );
}
