import type { i18n as I18n, TFunction } from "i18next";
import { useCallback, useContext, useMemo, useSyncExternalStore } from "react";
import { I18nContext } from "react-i18next";
import { isLocale, type Locale } from "./languages";
import { dictionaries } from "./resources";

// The app's translation hook, in place of react-i18next's (issue 11: a fifth of a server-rendered
// page went into it). Theirs copies the i18next instance's property descriptors into a new wrapper
// object for every component that calls it, on every server render, and every `t` then walks
// i18next's resolution (namespaces, fallbacks, nesting, interpolation) for texts that are, nine
// times in ten, a plain string of the dictionary. Here:
// - the instance comes from react-i18next's context as before, and the component re-renders when
//   the language changes (the language switch changes it in the browser without a reload);
// - `t` of a key whose text is plain (no `{{…}}`, no `$t(…)`), called without options, is one
//   lookup in a flat table of the dictionary built once per language; anything else (options,
//   plurals, a key the language lacks and the fallback gives, a key that is not a text) goes to
//   i18next's own `t`, so the answer is the same in every case (tests: use-translation.test.ts);
// - one `t` per instance and language, shared by every component.

type Translate = TFunction<"translation">;

/** Every plain text of a dictionary by its dotted key ("orders.form.contact"). */
function plainTextsOf(dictionary: object): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (node: object, prefix: string) => {
    for (const [name, value] of Object.entries(node)) {
      const key = prefix ? `${prefix}.${name}` : name;
      if (typeof value === "string") {
        if (!value.includes("{{") && !value.includes("$t(")) texts.set(key, value);
      } else if (value && typeof value === "object") walk(value as object, key);
    }
  };
  walk(dictionary, "");
  return texts;
}

const plainTextsByLocale = new Map<Locale, Map<string, string>>();

function plainTexts(locale: Locale): Map<string, string> {
  let texts = plainTextsByLocale.get(locale);
  if (!texts) {
    texts = plainTextsOf(dictionaries[locale]);
    plainTextsByLocale.set(locale, texts);
  }
  return texts;
}

const translators = new WeakMap<I18n, Map<string, Translate>>();

/** The `t` of this instance in this language: the plain texts straight from the table, the rest by i18next. */
export function translatorOf(i18n: I18n, language: string): Translate {
  let byLanguage = translators.get(i18n);
  if (!byLanguage) {
    byLanguage = new Map();
    translators.set(i18n, byLanguage);
  }
  let translate = byLanguage.get(language);
  if (!translate) {
    const fixed = i18n.getFixedT(language);
    const texts = isLocale(language) ? plainTexts(language) : new Map<string, string>();
    const lookup = (key: unknown, ...rest: unknown[]) => {
      if (rest.length === 0 && typeof key === "string") {
        const text = texts.get(key);
        if (text !== undefined) return text;
      }
      return (fixed as unknown as (...args: unknown[]) => unknown)(key, ...rest);
    };
    translate = lookup as unknown as Translate;
    byLanguage.set(language, translate);
  }
  return translate;
}

/** `{ t, i18n }`, as react-i18next's useTranslation() without arguments answers. */
export function useTranslation(): { t: Translate; i18n: I18n } {
  const { i18n } = useContext(I18nContext);
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on("languageChanged", changed);
      return () => i18n.off("languageChanged", changed);
    },
    [i18n],
  );
  const currentLanguage = () => i18n.language;
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return useMemo(() => ({ t: translatorOf(i18n, language), i18n }), [i18n, language]);
}
