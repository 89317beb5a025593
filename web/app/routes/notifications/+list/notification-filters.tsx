import { useTranslation } from "#web/app/i18n/use-translation";
import { NOTIFICATION_TYPES } from "#domain/enums/notification";
import { CheckboxField } from "#web/app/components/form/checkbox-field";
import { writeStored } from "#web/app/lib/local-storage";
import { useStoredValue } from "#web/app/lib/use-stored-value";

/**
 * What this browser shows (spec 001 §3, kept in local storage): the display flag, the same one as the
 * user settings' switch, and each of the six types (spec 000 §9: hideable types 1 to 6).
 */
export function NotificationFilters() {
  const { t } = useTranslation();
  const shown = useStoredValue("notificationsShown");
  const hidden = useStoredValue("hiddenNotificationTypes");
  return (
    <fieldset className="rounded-xl border border-line bg-surface p-4 shadow-xs" data-testid="notification-filters">
      <legend className="px-1 text-sm font-semibold text-ink">{t("notifications.filters.title")}</legend>
      <CheckboxField
        name="shown"
        label={t("notifications.filters.shown")}
        checked={shown}
        onChange={(event) => writeStored("notificationsShown", event.target.checked)}
      />
      <p className="mt-3 text-xs font-medium text-ink-muted">{t("notifications.filters.types")}</p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {NOTIFICATION_TYPES.map((type) => (
          <CheckboxField
            key={type}
            name={`type-${type}`}
            label={t(`notifications.types.type${type}`)}
            checked={!hidden.includes(type)}
            disabled={!shown}
            onChange={(event) =>
              writeStored(
                "hiddenNotificationTypes",
                event.target.checked ? hidden.filter((other) => other !== type) : [...hidden.filter((other) => other !== type), type],
              )
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
