import { initReactI18next } from "react-i18next";
import { createI18nextMiddleware } from "remix-i18next";
import { LOCALE_COOKIE, readCookie } from "../lib/cookies";
import { DEFAULT_LOCALE, LOCALES } from "./languages";
import { addTitleDictionary } from "./page-title";
import { dictionaries, resources } from "./resources";

// The language comes from the `lng` cookie the language switch writes, else French (spec 001 §9:
// French by default). The browser's Accept-Language is deliberately not consulted: agencies expect
// the French interface unless someone chose otherwise. The cookie is a plain value written by the
// browser, so it is read here rather than through remix-i18next's `cookie` option, which expects
// React Router's encoded cookie format.
export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    order: ["custom"],
    async findLocale({ request }) {
      return readCookie(request.headers.get("Cookie"), LOCALE_COOKIE);
    },
  },
  i18next: {
    resources,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
  },
  plugins: [initReactI18next],
});

// Tab titles are rendered on the server in every language.
for (const locale of LOCALES) addTitleDictionary(locale, dictionaries[locale]);
