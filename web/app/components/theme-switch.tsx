import { useTranslation } from "#web/app/i18n/use-translation";
import { usePreferences } from "../lib/preferences";
import { buttonStyles } from "./button-styles";
import { Icon } from "./icons";

/** Light ⇄ dark. The name says what a press does, so a screen reader user knows before pressing. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { theme, setTheme } = usePreferences();
  const isDark = theme === "dark";
  return (
    <button
      type="button"
      className={buttonStyles.icon}
      onClick={() => setTheme(isDark ? "light" : "dark")}
      aria-label={isDark ? t("shell.switchToLight") : t("shell.switchToDark")}
      title={isDark ? t("shell.switchToLight") : t("shell.switchToDark")}
      data-testid="theme-switch"
    >
      <Icon name={isDark ? "sun" : "moon"} />
    </button>
  );
}
