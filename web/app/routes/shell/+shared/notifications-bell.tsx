import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonStyles } from "#web/app/components/button-styles";
import { Icon } from "#web/app/components/icons";
import { useStoredValue } from "#web/app/lib/use-stored-value";

/**
 * The notifications bell (spec 000 §2). Live notifications (polling, unread badge "9+") come with
 * their own issue; for now the panel says there are none, or that the user hid them in the settings.
 *
 * A plain disclosure (a button that shows a panel), not Headless UI's Popover: a popover panel with
 * nothing to focus gets focus guards that are aria-hidden yet focusable (WCAG 4.1.2). Escape or a
 * click elsewhere closes it.
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const shown = useStoredValue("notificationsShown");
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
        className={buttonStyles.icon}
        aria-label={t("shell.notifications")}
        title={t("shell.notifications")}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="bell" />
      </button>
      {open ? (
        // Under the bell; on a phone, across the screen under the header.
        <div
          id={panelId}
          className="absolute top-full right-0 z-40 mt-2 w-80 rounded-xl border border-line bg-surface-raised shadow-lg max-sm:fixed max-sm:inset-x-3 max-sm:top-14 max-sm:w-auto"
        >
          <h2 className="border-b border-line px-4 py-3 text-sm font-semibold">{t("shell.notifications")}</h2>
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
        </div>
      ) : null}
    </div>
  );
}
