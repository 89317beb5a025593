import { LOCALES } from "../enums/preferences";
import { localeFromAcceptLanguage, type Locale } from "../reference/label-language";

/**
 * The language a notification is worded in for its reader (decision 0042): what the request asks
 * for (Accept-Language), else the language the user chose in their settings, else French (spec 001
 * §9). A live push has no request of its own: it goes by the setting.
 */
export function readerLanguage(acceptLanguage: string | undefined, savedLocale: string | undefined): Locale {
  const saved = LOCALES.find((locale) => locale === savedLocale);
  return localeFromAcceptLanguage(acceptLanguage) ?? saved ?? "fr";
}
