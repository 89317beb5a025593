import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { renderNotification } from "#domain/notifications/render-notification";
import { DEFAULT_LOCALE, LOCALES } from "#web/app/i18n/languages";
import { resources } from "#web/app/i18n/resources";
import { translatorOf } from "#web/app/i18n/use-translation";
import { SAMPLE_NOTIFICATIONS } from "#tests/fixtures/notification-contents";
import { notificationTextIn } from "./notification-text";

// Decision 0042: the screens word a notification through i18n, /v1 through the domain's catalogue.
// Both must say exactly the same, in every language, whatever a worker wrote in their SMS.

describe("a notification's text on the screens", () => {
  it.each(LOCALES)("is, in %s, the very text /v1 answers", (language) => {
    const i18n = createInstance();
    void i18n.init({
      resources,
      lng: language,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    const onScreen = notificationTextIn(translatorOf(i18n, language), language);
    for (const content of SAMPLE_NOTIFICATIONS) expect(onScreen(content)).toEqual(renderNotification(content, language));
  });

  it("reads an unknown interface language as French", () => {
    const i18n = createInstance();
    void i18n.init({ resources, lng: "fr", interpolation: { escapeValue: false }, initAsync: false });
    const onScreen = notificationTextIn(translatorOf(i18n, "fr"), "ja");
    expect(onScreen(SAMPLE_NOTIFICATIONS[3]!).title).toBe("SMS reçu d'Élodie Martin");
  });
});
