import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { Link } from "react-router";
import { formatDateTime } from "#domain/format/format-date-time";
import { buttonStyles } from "#web/app/components/button-styles";
import { Icon } from "#web/app/components/icons";
import { useNotificationText } from "#web/app/lib/notifications/notification-text";
import { UNREAD_BADGE_MAX, unreadBadgeLabel, visibleNotifications } from "#web/app/lib/notifications/unread-badge";
import { useStoredValue } from "#web/app/lib/use-stored-value";
import { useLiveNotifications } from "./live-notifications";

/** How many of the latest notifications the panel shows; the screen has them all. */
const PANEL_LATEST = 5;

/**
 * The notifications bell (spec 000 §2): the unread count ("9+" above 9, spec 000 §9), kept live by
 * the shell's socket, and a panel with the latest ones and a link to the notifications screen. The
 * display flag and the hidden types of this browser (spec 001 §3) apply to both.
 *
 * A plain disclosure (a button that shows a panel), not Headless UI's Popover: a popover panel with
 * nothing to focus gets focus guards that are aria-hidden yet focusable (WCAG 4.1.2). Escape or a
 * click elsewhere closes it.
 */
export function NotificationsBell() {
  const { t, i18n } = useTranslation();
  const textOf = useNotificationText();
  const shown = useStoredValue("notificationsShown");
  const hiddenTypes = useStoredValue("hiddenNotificationTypes");
  const { notifications } = useLiveNotifications();
  const visible = visibleNotifications(notifications, { shown, hiddenTypes });
  const unread = visible.filter((notification) => !notification.read).length;
  const badge = unreadBadgeLabel(unread);
  const name =
    unread === 0
      ? t("notifications.bell.name")
      : unread > UNREAD_BADGE_MAX
        ? t("notifications.bell.nameMany", { max: UNREAD_BADGE_MAX })
        : t("notifications.bell.nameUnread", { count: unread });
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    }
    function closeOnClickElsewhere(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("keydown", closeOnEscape);
    document.addEventListener("pointerdown", closeOnClickElsewhere);
    return () => {
      document.removeEventListener("keydown", closeOnEscape);
      document.removeEventListener("pointerdown", closeOnClickElsewhere);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        className={`${buttonStyles.icon} relative`}
        aria-label={name}
        title={name}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        data-testid="notifications-bell"
      >
        <Icon name="bell" />
        {badge ? (
          <span
            aria-hidden="true"
            data-testid="notifications-badge"
            className="absolute -top-0.5 -right-0.5 min-w-[1.125rem] rounded-full bg-primary-700 px-1 text-center text-[0.6875rem] leading-[1.125rem] font-semibold text-white"
          >
            {badge}
          </span>
        ) : null}
      </button>
      {/* The count, said when it changes (a reply just came in), wherever the focus is. */}
      <span className="sr-only" role="status">
        {unread > 0 ? t("notifications.bell.status", { count: unread }) : ""}
      </span>
      {open ? (
        // Under the bell; on a phone, across the screen under the header.
        <div
          id={panelId}
          className="absolute top-full right-0 z-40 mt-2 w-80 rounded-xl border border-line bg-surface-raised shadow-lg max-sm:fixed max-sm:inset-x-3 max-sm:top-14 max-sm:w-auto"
        >
          <h2 className="border-b border-line px-4 py-3 text-sm font-semibold">{t("shell.notifications")}</h2>
          {visible.length > 0 ? (
            // The list scrolls once it holds more than a phone's height and its items hold no link: it
            // takes the focus itself, so a keyboard can scroll it (WCAG 2.1.1, axe scrollable-region-focusable).
            <ul
              tabIndex={0}
              aria-label={t("shell.notifications")}
              className="max-h-80 divide-y divide-line overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-500"
            >
              {visible.slice(0, PANEL_LATEST).map((notification) => (
                <li key={notification.id} className="px-4 py-2.5 text-sm">
                  <p className={notification.read ? "text-ink-muted" : "font-semibold text-ink"}>
                    {notification.read ? null : <span className="sr-only">{t("notifications.list.unread")} – </span>}
                    {textOf(notification).title}
                  </p>
                  <p className="text-xs text-ink-subtle">
                    <time dateTime={notification.created_at}>{formatDateTime(new Date(notification.created_at), i18n.language)}</time>
                  </p>
                </li>
              ))}
            </ul>
          ) : null}
          {visible.length > 0 ? null : (
            <div className="flex flex-col items-center px-6 py-8 text-center">
              <span className="grid size-10 place-items-center rounded-full bg-surface-muted text-ink-subtle">
                <Icon name="bell" />
              </span>
              {shown ? (
                <>
                  <p className="mt-3 text-sm font-medium">{t("shell.notificationsEmpty")}</p>
                  <p className="mt-1 text-xs text-ink-subtle">{t("shell.notificationsEmptyHint")}</p>
                </>
              ) : (
                <p className="mt-3 text-sm text-ink-muted">{t("shell.notificationsHidden")}</p>
              )}
            </div>
          )}
          <div className="border-t border-line px-4 py-2.5">
            <Link
              to="/notifications"
              className="text-sm font-medium text-primary-700 hover:underline dark:text-primary-300"
              onClick={() => setOpen(false)}
            >
              {t("notifications.bell.seeAll")}
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
