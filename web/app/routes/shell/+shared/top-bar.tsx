import { useTranslation } from "#web/app/i18n/use-translation";
import { Link } from "react-router";
import { BrandMark } from "#web/app/components/brand-mark";
import { buttonStyles } from "#web/app/components/button-styles";
import { Icon } from "#web/app/components/icons";
import { LanguageSwitch } from "#web/app/components/language-switch";
import { ThemeSwitch } from "#web/app/components/theme-switch";
import { CreateMenu } from "./create-menu";
import { NotificationsBell } from "./notifications-bell";
import { UserMenu } from "./user-menu";

/** The header of every signed-in page: create, notifications, language, theme and the account menu. */
export function TopBar({ onOpenDrawer }: { onOpenDrawer(): void }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-line bg-canvas/85 px-3 backdrop-blur supports-[backdrop-filter]:bg-canvas/70 md:px-6">
      <button
        type="button"
        className={`${buttonStyles.icon} md:hidden`}
        onClick={onOpenDrawer}
        aria-label={t("shell.openMenu")}
        data-testid="drawer-toggle"
      >
        <Icon name="menu" />
      </button>
      {/* "Intérim – Accueil": the visible name first (WCAG 2.5.3), then where it leads. */}
      <Link to="/home" className="md:hidden" aria-label={`${t("app.name")} – ${t("shell.home")}`}>
        <BrandMark />
      </Link>
      <div className="flex-1" />
      <CreateMenu />
      <div className="ml-1 flex items-center gap-0.5">
        <NotificationsBell />
        {/* On a phone the header has no room for them: the drawer's user settings offer both. */}
        <div className="hidden items-center gap-0.5 sm:flex">
          <LanguageSwitch />
          <ThemeSwitch />
        </div>
      </div>
      <div className="ml-1.5">
        <UserMenu />
      </div>
    </header>
  );
}
