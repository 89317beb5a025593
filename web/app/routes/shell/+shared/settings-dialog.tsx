import { Field, Label, Radio, RadioGroup, Select, Switch, Description } from "@headlessui/react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { buttonStyles } from "#web/app/components/button-styles";
import { LANGUAGE_AUTONYMS, LOCALES, isLocale } from "#web/app/i18n/languages";
import { writeStored } from "#web/app/lib/local-storage";
import { usePreferences, type Theme } from "#web/app/lib/preferences";
import { useStoredValue } from "#web/app/lib/use-stored-value";
import { DialogFrame } from "./dialog-frame";

const THEME_OPTIONS: { value: Theme; label: "settings.themeLight" | "settings.themeDark" }[] = [
  { value: "light", label: "settings.themeLight" },
  { value: "dark", label: "settings.themeDark" },
];

/** User settings kept in this browser: theme, language, whether to show notifications. */
export function SettingsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { theme, setTheme, locale, setLocale } = usePreferences();
  const notificationsShown = useStoredValue("notificationsShown");

  return (
    <DialogFrame open={open} onClose={onClose} title={t("settings.title")} description={t("settings.description")}>
      <div className="space-y-6">
        <Field>
          <Label className="block text-sm font-medium">{t("settings.theme")}</Label>
          <RadioGroup value={theme} onChange={setTheme} className="mt-2 grid grid-cols-2 gap-2" aria-label={t("settings.theme")}>
            {THEME_OPTIONS.map((option) => (
              <Radio
                key={option.value}
                value={option.value}
                className="cursor-pointer rounded-lg border border-line-strong px-3 py-2 text-center text-sm data-checked:border-primary-500 data-checked:bg-accent-soft data-checked:font-medium data-checked:text-accent-ink data-focus:outline-2 data-focus:outline-primary-500"
              >
                {t(option.label)}
              </Radio>
            ))}
          </RadioGroup>
        </Field>
        <Field>
          <Label className="block text-sm font-medium">{t("settings.language")}</Label>
          <Select
            value={locale}
            onChange={(event) => {
              if (isLocale(event.target.value)) setLocale(event.target.value);
            }}
            className="mt-2 block w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm"
          >
            {LOCALES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_AUTONYMS[language]}
              </option>
            ))}
          </Select>
        </Field>
        <Field className="flex items-start justify-between gap-4">
          <span>
            <Label className="block text-sm font-medium">{t("settings.showNotifications")}</Label>
            <Description className="mt-0.5 text-xs text-ink-subtle">{t("settings.showNotificationsHint")}</Description>
          </span>
          <Switch
            checked={notificationsShown}
            onChange={(checked) => writeStored("notificationsShown", checked)}
            className="group relative inline-flex h-6 w-11 shrink-0 rounded-full bg-line-strong transition-colors data-checked:bg-primary-600"
          >
            <span className="pointer-events-none mt-0.5 ml-0.5 inline-block size-5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-5" />
          </Switch>
        </Field>
        <div className="flex justify-end">
          <button type="button" className={buttonStyles.primary} onClick={onClose}>
            {t("settings.done")}
          </button>
        </div>
      </div>
    </DialogFrame>
  );
}
