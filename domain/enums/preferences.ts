// A user's preferences: the language of the screens and e-mails, and the theme.
export const LOCALES = ["fr", "en", "es", "de", "pt", "it"] as const;
export const THEMES = ["light", "dark"] as const;
