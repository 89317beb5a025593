import { LOCALES } from "../enums/preferences";

// Reference labels follow the interface language (spec 001 §9: fr by default; fr, en, es, de, pt, it).
// The reference data has French and English labels only: Spanish, German, Portuguese and Italian
// callers get the English labels until those languages are written.

export type Locale = (typeof LOCALES)[number];
export const LABEL_LANGUAGES = ["fr", "en"] as const;
export type LabelLanguage = (typeof LABEL_LANGUAGES)[number];

const MAX_ACCEPT_LANGUAGE_ENTRIES = 20;

/** The interface language: the explicit `lang` parameter, else the best Accept-Language match, else fr. */
export function resolveLocale(lang: Locale | undefined, acceptLanguage: string | undefined): Locale {
  if (lang) return lang;
  return localeFromAcceptLanguage(acceptLanguage) ?? "fr";
}

/** The first supported language of an Accept-Language header, by quality then by order. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(",")
    .slice(0, MAX_ACCEPT_LANGUAGE_ENTRIES)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const qParam = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      const quality = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { primary: tag.trim().toLowerCase().split("-")[0] ?? "", quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of ranges) {
    const locale = LOCALES.find((candidate) => candidate === range.primary);
    if (locale) return locale;
  }
  return undefined;
}

export function labelLanguageOf(locale: Locale): LabelLanguage {
  return locale === "fr" ? "fr" : "en";
}

/**
 * The label in the wanted language; a row without an English label (NAF 2025 sub-classes) falls back
 * to French, and `label_language` says so.
 */
export function localizedLabel(row: { label_fr: string; label_en: string | null }, language: LabelLanguage) {
  if (language === "en" && row.label_en !== null) return { label: row.label_en, label_language: "en" as const };
  return { label: row.label_fr, label_language: "fr" as const };
}
