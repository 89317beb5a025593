import type { TFunction } from "i18next";
import { useMemo } from "react";
import type { NotificationContent } from "#domain/notifications/notification-templates";
import { renderNotification, type TranslateNotificationText } from "#domain/notifications/render-notification";
import { DEFAULT_LOCALE, isLocale } from "#web/app/i18n/languages";
import { useTranslation } from "#web/app/i18n/use-translation";

/**
 * A notification's title and message in the interface language, from its template and parameters
 * through i18n (decision 0042): the texts are the dictionaries' `notifications.templates`, chosen and
 * filled by the same function /v1 words its answers with. A language switch rewords them at once.
 */
export function notificationTextIn(t: TFunction<"translation">, language: string) {
  const translate: TranslateNotificationText = (key, values) =>
    (t as unknown as (key: string, values?: object) => string)(`notifications.templates.${key}`, values);
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  return (notification: NotificationContent) => renderNotification(notification, locale, translate);
}

/** notificationTextIn for the component's `t` and language. */
export function useNotificationText() {
  const { t, i18n } = useTranslation();
  return useMemo(() => notificationTextIn(t, i18n.language), [t, i18n.language]);
}
