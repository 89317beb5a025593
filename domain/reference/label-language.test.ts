import { describe, expect, it } from "vitest";
import { labelLanguageOf, localeFromAcceptLanguage, localizedLabel, resolveLocale } from "./label-language";

describe("reference label language", () => {
  it("prefers the lang parameter, then Accept-Language, then French", () => {
    expect(resolveLocale("en", "fr-FR")).toBe("en");
    expect(resolveLocale(undefined, "en-GB,en;q=0.9,fr;q=0.8")).toBe("en");
    expect(resolveLocale(undefined, undefined)).toBe("fr");
    expect(resolveLocale(undefined, "ja, zh;q=0.5")).toBe("fr");
  });

  it("reads Accept-Language by quality, skipping unsupported and refused languages", () => {
    expect(localeFromAcceptLanguage("ja;q=1, de;q=0.4, it;q=0.7")).toBe("it");
    expect(localeFromAcceptLanguage("en;q=0, fr;q=0.1")).toBe("fr");
    expect(localeFromAcceptLanguage("*")).toBeUndefined();
    expect(localeFromAcceptLanguage("pt-BR")).toBe("pt");
  });

  it("gives English labels to the languages that have no reference labels yet", () => {
    expect(labelLanguageOf("fr")).toBe("fr");
    for (const locale of ["en", "es", "de", "pt", "it"] as const) expect(labelLanguageOf(locale)).toBe("en");
  });

  it("falls back to French when a row has no English label, and says so", () => {
    expect(localizedLabel({ label_fr: "Culture du riz", label_en: "Growing of rice" }, "en")).toEqual({
      label: "Growing of rice",
      label_language: "en",
    });
    expect(localizedLabel({ label_fr: "Apiculture", label_en: null }, "en")).toEqual({ label: "Apiculture", label_language: "fr" });
    expect(localizedLabel({ label_fr: "Culture du riz", label_en: "Growing of rice" }, "fr").label).toBe("Culture du riz");
  });
});
