import type { Resource } from "i18next";
import type { Locale } from "./languages";
import de from "./locales/de";
import en from "./locales/en";
import es from "./locales/es";
import fr from "./locales/fr";
import it from "./locales/it";
import pt from "./locales/pt";

// The six dictionaries are bundled (no fetch backend): they are small, and the server, the browser
// and `meta` (tab titles) all need them synchronously.
export const dictionaries = { fr, en, es, de, pt, it } satisfies Record<Locale, typeof fr>;

export const resources = {
  fr: { translation: fr },
  en: { translation: en },
  es: { translation: es },
  de: { translation: de },
  pt: { translation: pt },
  it: { translation: it },
} satisfies Resource;

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof fr };
  }
}
