import { createInstance, type i18n as I18n } from "i18next";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES } from "./languages";
import { dictionaries, resources } from "./resources";
import { translatorOf } from "./use-translation";

// The app's `t` must answer exactly what i18next answers, for every key of every language: its table
// of plain texts is a shortcut, never a second source of truth.

function i18nextIn(language: string): I18n {
  const i18n = createInstance();
  void i18n.init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

/** Every dotted key of a dictionary, the keys of objects included (t of those answers i18next's message). */
function keysOf(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([name, value]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    return value && typeof value === "object" ? [key, ...keysOf(value as object, key)] : [key];
  });
}

type LooseTranslate = (key: string, options?: Record<string, unknown>) => unknown;

describe("the app's t (use-translation.ts)", () => {
  for (const language of LOCALES) {
    it(`answers what i18next answers for every key in ${language}, with and without options`, () => {
      const i18n = i18nextIn(language);
      const ours = translatorOf(i18n, language) as unknown as LooseTranslate;
      const theirs = i18n.getFixedT(language) as unknown as LooseTranslate;
      const keys = keysOf(dictionaries[DEFAULT_LOCALE]);
      expect(keys.length).toBeGreaterThan(1000);
      for (const key of keys) {
        expect(ours(key), key).toEqual(theirs(key));
        const options = { count: 3, name: "Léa", value: 7 };
        expect(ours(key, options), key).toEqual(theirs(key, options));
      }
    });
  }

  for (const language of LOCALES) {
    it(`answers what i18next answers in ${language} for every text with placeholders, given exactly its names`, () => {
      const i18n = i18nextIn(language);
      const ours = translatorOf(i18n, language) as unknown as LooseTranslate;
      const theirs = i18n.getFixedT(language) as unknown as LooseTranslate;
      const withPlaceholders = keysOf(dictionaries[language]).filter((key) => String(theirs(key)).includes("{{"));
      expect(withPlaceholders.length).toBeGreaterThan(50);
      for (const key of withPlaceholders) {
        const names = [...String(i18n.getResource(language, "translation", key)).matchAll(/\{\{-?\s*(\w+)/g)].map((match) => match[1]!);
        // Strings, numbers, i18next-looking values, a missing name and an extra one.
        const strings = Object.fromEntries(names.map((name) => [name, `«${name} & 0 €»`]));
        const numbers = Object.fromEntries(names.map((name, index) => [name, index + 0.5]));
        const lookalikes = Object.fromEntries(names.map((name) => [name, `{{${name}}} $t(shell.create)`]));
        const missing = Object.fromEntries(names.slice(1).map((name) => [name, "x"]));
        for (const options of [strings, numbers, lookalikes, missing, { ...strings, extra: "y" }, { ...strings, count: 2 }])
          expect(ours(key, options), `${key} ${JSON.stringify(options)}`).toEqual(theirs(key, options));
      }
    });
  }

  it("a key the language lacks falls back to French, and an unknown key answers itself, as i18next does", () => {
    const i18n = i18nextIn("en");
    const ours = translatorOf(i18n, "en") as unknown as LooseTranslate;
    i18n.addResource("fr", "translation", "only.french", "Seulement en français");
    expect(ours("only.french")).toBe("Seulement en français");
    expect(ours("no.such.key")).toBe("no.such.key");
  });

  it("is one function per instance and language, shared by every component", () => {
    const i18n = i18nextIn("fr");
    expect(translatorOf(i18n, "fr")).toBe(translatorOf(i18n, "fr"));
    expect(translatorOf(i18n, "en")).not.toBe(translatorOf(i18n, "fr"));
  });
});
