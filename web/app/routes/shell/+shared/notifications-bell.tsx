import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { useTranslation } from "react-i18next";
import { buttonStyles } from "../../../components/button-styles";
import { Icon } from "../../../components/icons";
import { useStoredValue } from "../../../lib/use-stored-value";

/**
 * The notifications bell (spec 000 §2). Live notifications (polling, unread badge "9+") come with
 * their own issue; for now the panel says there are none, or that the user hid them in the settings.
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const shown = useStoredValue("notificationsShown");
  return (
    <Popover>
      <PopoverButton className={buttonStyles.icon} aria-label={t("shell.notifications")} title={t("shell.notifications")}>
        <Icon name="bell" />
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        transition
        className="z-40 w-80 rounded-xl border border-line bg-surface-raised shadow-lg transition duration-100 ease-out [--anchor-gap:8px] data-closed:scale-95 data-closed:opacity-0"
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
      </PopoverPanel>
    </Popover>
  );
}
