import { createInstance } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LOCALE, isLocale, LOCALES } from "./i18n/languages";
import { loadDictionary } from "./i18n/load-dictionary";
import { addTitleDictionary } from "./i18n/page-title";

// The browser speaks the language the server rendered: <html lang> is the source of truth here.
const htmlLang = document.documentElement.lang;
const locale = isLocale(htmlLang) ? htmlLang : DEFAULT_LOCALE;

async function hydrate() {
  // Only the reader's dictionary is fetched; hydration waits for it so the first render in the
  // browser shows the same text as the server's. Another language is loaded when chosen (switchLanguage).
  const dictionary = await loadDictionary(locale);
  addTitleDictionary(locale, dictionary);
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    resources: { [locale]: { translation: dictionary } },
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    // The dictionary is already here: initialise synchronously.
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
}

void hydrate();
