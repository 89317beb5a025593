import { LOCALES } from "#domain/enums/preferences";

export type Locale = (typeof LOCALES)[number];

/** French is the source language and the default (spec 001 §9). */
export const DEFAULT_LOCALE: Locale = "fr";

export { LOCALES };

/**
 * Each language named in itself, as language pickers show them: these are proper names, the same in
 * every dictionary, so they live here rather than being "translated" six times.
 */
export const LANGUAGE_AUTONYMS: Record<Locale, string> = {
  fr: "Français",
  en: "English",
  es: "Español",
  de: "Deutsch",
  pt: "Português",
  it: "Italiano",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
