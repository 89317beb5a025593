import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { useRevalidator } from "react-router";
import type { THEMES } from "#domain/enums/preferences";
import { isLocale, type Locale } from "../i18n/languages";
import { switchLanguage } from "../i18n/load-dictionary";
import { LOCALE_COOKIE, THEME_COOKIE, writeBrowserCookie } from "./cookies";
import { readStored, writeStored } from "./local-storage";

export type Theme = (typeof THEMES)[number];

interface Preferences {
  theme: Theme;
  locale: Locale;
  setTheme(theme: Theme): void;
  setLocale(locale: Locale): void;
}

const PreferencesContext = createContext<Preferences | null>(null);

interface InitialPreferences {
  theme: Theme;
  locale: Locale;
  /** Whether the request carried the cookies: when not, a choice kept in localStorage is restored. */
  themeFromCookie: boolean;
  localeFromCookie: boolean;
}

/**
 * Theme and language, chosen by the user and kept twice: in a cookie, so the server renders the page
 * in the right language and theme with no flash, and in localStorage (spec 001 §3).
 */
export function usePreferencesState(initial: InitialPreferences): Preferences {
  const { i18n } = useTranslation();
  const revalidator = useRevalidator();
  const [theme, setThemeState] = useState<Theme>(initial.theme);
  const locale = isLocale(i18n.language) ? i18n.language : initial.locale;

  const setTheme = useCallback((next: Theme) => {
    setThemeState(next);
    writeBrowserCookie(THEME_COOKIE, next);
    writeStored("theme", next);
  }, []);

  const setLocale = useCallback(
    (next: Locale) => {
      writeBrowserCookie(LOCALE_COOKIE, next);
      writeStored("locale", next);
      void switchLanguage(i18n, next);
      // Loaders and tab titles computed on the server follow the new language.
      void revalidator.revalidate();
    },
    [i18n, revalidator],
  );

  // The server's choice wins when the loader says otherwise (the cookie changed in another tab).
  useEffect(() => {
    if (i18n.language !== initial.locale) void switchLanguage(i18n, initial.locale);
  }, [i18n, initial.locale]);

  // A cleared cookie does not lose the choice: localStorage still has it. Once, after hydration.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const storedTheme = readStored("theme");
    if (!initial.themeFromCookie && storedTheme !== initial.theme) setTheme(storedTheme);
    const storedLocale = readStored("locale");
    if (!initial.localeFromCookie && storedLocale !== initial.locale) setLocale(storedLocale);
  }, [initial.theme, initial.themeFromCookie, initial.locale, initial.localeFromCookie, setTheme, setLocale]);

  return useMemo(() => ({ theme, locale, setTheme, setLocale }), [theme, locale, setTheme, setLocale]);
}

export function PreferencesProvider({ value, children }: { value: Preferences; children: ReactNode }) {
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const preferences = useContext(PreferencesContext);
  if (!preferences) throw new Error("usePreferences needs the PreferencesProvider of root.tsx");
  return preferences;
}
