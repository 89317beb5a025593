import type { i18n as I18n } from "i18next";
import type { Locale } from "./languages";
import type fr from "./locales/fr";
import { addTitleDictionary } from "./page-title";

export type Dictionary = typeof fr;

// Each language is a chunk of its own, loaded when a reader needs it: a page downloads the reader's
// dictionary, not the six (together they were the largest file every back-office page loaded). The
// server bundles the six (resources.ts), so there the instance already holds every language.
const loaders: Record<Locale, () => Promise<{ default: Dictionary }>> = {
  fr: () => import("./locales/fr"),
  en: () => import("./locales/en"),
  es: () => import("./locales/es"),
  de: () => import("./locales/de"),
  pt: () => import("./locales/pt"),
  it: () => import("./locales/it"),
};

export async function loadDictionary(locale: Locale): Promise<Dictionary> {
  return (await loaders[locale]()).default;
}

/** Makes the language's texts available to this instance and to tab titles, loading them if needed. */
export async function ensureLanguage(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, "translation")) return;
  const dictionary = await loadDictionary(locale);
  i18n.addResourceBundle(locale, "translation", dictionary);
  addTitleDictionary(locale, dictionary);
}

/** The language switch: the new dictionary first, then the change, so no screen renders bare keys. */
export async function switchLanguage(i18n: I18n, locale: Locale): Promise<void> {
  await ensureLanguage(i18n, locale);
  await i18n.changeLanguage(locale);
}
