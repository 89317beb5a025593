import { Field, Label, Radio, RadioGroup } from "@headlessui/react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { useRevalidator } from "react-router";
import { THEMES } from "#domain/enums/preferences";
import { controlStyles, labelStyles } from "#web/app/components/form/field-styles";
import { FormSection } from "#web/app/components/form/form-section";
import { Icon } from "#web/app/components/icons";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { LANGUAGE_AUTONYMS, LOCALES, isLocale } from "#web/app/i18n/languages";
import { apiFetch } from "#web/app/lib/api.client";
import { usePreferences, type Theme } from "#web/app/lib/preferences";

const THEME_LABELS = { light: "settings.themeLight", dark: "settings.themeDark" } as const;

/**
 * Language and theme apply at once and are kept in this browser (cookie and localStorage, as the
 * header's switches do) and on the account (PATCH /v1/account), so they follow the user elsewhere.
 */
export function PreferencesSection() {
  const { t } = useTranslation();
  const { theme, setTheme, locale, setLocale } = usePreferences();
  const revalidator = useRevalidator();

  function saveOnAccount(change: { theme: Theme } | { locale: (typeof LOCALES)[number] }) {
    apiFetch("/account", { method: "PATCH", json: change }).then(
      () => {
        showSnackbar({ key: "admin.account.preferencesSaved", tone: "success" });
        // The account has a new version: the profile form above must send that one, not the one it loaded.
        void revalidator.revalidate();
      },
      () => {}, // apiFetch already showed the failure
    );
  }

  return (
    <FormSection title={t("admin.account.preferences")} description={t("admin.account.preferencesIntro")}>
      <Field>
        <Label className={labelStyles}>{t("settings.theme")}</Label>
        <RadioGroup
          value={theme}
          onChange={(next: Theme) => {
            setTheme(next);
            saveOnAccount({ theme: next });
          }}
          className="mt-2 grid max-w-sm grid-cols-2 gap-2"
          aria-label={t("settings.theme")}
        >
          {THEMES.map((value) => (
            <Radio
              key={value}
              value={value}
              className="flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-line-strong px-3 py-2 text-sm data-checked:border-primary-500 data-checked:bg-accent-soft data-checked:font-medium data-checked:text-accent-ink data-focus:outline-2 data-focus:outline-primary-500"
            >
              <Icon name={value === "dark" ? "moon" : "sun"} className="size-4" />
              {t(THEME_LABELS[value])}
            </Radio>
          ))}
        </RadioGroup>
      </Field>
      <div className="max-w-sm">
        <label htmlFor="account-locale" className={labelStyles}>
          {t("settings.language")}
        </label>
        <select
          id="account-locale"
          value={locale}
          onChange={(event) => {
            const next = event.target.value;
            if (!isLocale(next)) return;
            setLocale(next);
            saveOnAccount({ locale: next });
          }}
          className={`mt-1.5 ${controlStyles(false)}`}
        >
          {LOCALES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_AUTONYMS[language]}
            </option>
          ))}
        </select>
      </div>
    </FormSection>
  );
}
