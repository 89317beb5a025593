import { MenuItem, MenuItems } from "@headlessui/react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { LANGUAGE_AUTONYMS, LOCALES } from "../i18n/languages";
import { usePreferences } from "../lib/preferences";
import { buttonStyles } from "./button-styles";
import { HydratedMenu } from "./hydrated-menu";
import { Icon } from "./icons";
import { menuItemStyles, menuPanelStyles } from "./menu-styles";

/** Picks the interface language among the six (spec 001 §9); each is named in itself. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { locale, setLocale } = usePreferences();
  return (
    <HydratedMenu
      button={{
        className: `${buttonStyles.icon} w-auto gap-1 px-2`,
        // "FR, changer de langue": the name starts with the visible code (WCAG 2.5.3, label in name).
        "aria-label": t("shell.languageButton", { code: locale.toUpperCase() }),
        title: t("shell.changeLanguage"),
        "data-testid": "language-switch",
      }}
      label={
        <>
          <Icon name="language" />
          <span className="text-xs font-semibold">{locale.toUpperCase()}</span>
        </>
      }
    >
      <MenuItems anchor="bottom end" className={`${menuPanelStyles} w-44`}>
        {LOCALES.map((language) => (
          <MenuItem key={language}>
            <button type="button" lang={language} className={menuItemStyles} onClick={() => setLocale(language)}>
              <span className="flex-1 text-left">{LANGUAGE_AUTONYMS[language]}</span>
              {language === locale ? <Icon name="check" className="size-4 text-accent" /> : null}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </HydratedMenu>
  );
}
