import { createInstance, type ParseKeys } from "i18next";
import type { MetaDescriptor } from "react-router";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./languages";
import type { Dictionary } from "./load-dictionary";

// `meta` runs outside React (no useTranslation) on the server and in the browser, so tab titles use
// their own synchronous instance, in the language the root loader chose. Its dictionaries are given
// to it: the six on the server (i18next.server.ts), the reader's in the browser as it loads them.
const titles = createInstance({
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
  initAsync: false,
});
void titles.init();

export function addTitleDictionary(locale: Locale, dictionary: Dictionary) {
  titles.addResourceBundle(locale, "translation", dictionary);
}

interface MatchWithData {
  id: string;
  loaderData?: unknown;
}

/** The interface language the root loader chose, for what a title formats by language (references, dates). */
export function localeOf(matches: readonly (MatchWithData | undefined)[]) {
  const root = matches.find((match) => match?.id === "root")?.loaderData;
  const locale = root && typeof root === "object" && "locale" in root ? root.locale : undefined;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** "Accueil · Intérim": each screen's own browser tab title (spec 000 §2). */
export function pageTitle(
  matches: readonly (MatchWithData | undefined)[],
  key: ParseKeys,
  values?: Record<string, string | number>,
): MetaDescriptor[] {
  const t = titles.getFixedT(localeOf(matches));
  return [{ title: `${values ? t(key, values) : t(key)} · ${t("app.name")}` }];
}
