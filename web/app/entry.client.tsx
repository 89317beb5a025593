import { createInstance } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LOCALE, isLocale, LOCALES } from "./i18n/languages";
import { resources } from "./i18n/resources";

// The browser speaks the language the server rendered: <html lang> is the source of truth here.
const htmlLang = document.documentElement.lang;
const i18n = createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: isLocale(htmlLang) ? htmlLang : DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
  // Resources are bundled: initialise synchronously so hydration renders the same text as the server.
  initAsync: false,
});

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18n}>
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    </I18nextProvider>,
  );
});
