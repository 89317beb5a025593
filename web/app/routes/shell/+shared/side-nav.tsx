import { useTranslation } from "#web/app/i18n/use-translation";
import { Link } from "react-router";
import { BrandMark } from "#web/app/components/brand-mark";
import { Icon } from "#web/app/components/icons";
import { usePublicLinks } from "#web/app/lib/public-links";
import { CurrentSpaceButton } from "./current-space-button";
import { NavList, V1AppLink } from "./nav-list";

/** The side menu from md up (spec 000 §2), which folds down to its icons. */
export function SideNav({ collapsed, onToggle }: { collapsed: boolean; onToggle(): void }) {
  const { t } = useTranslation();
  const { v1App } = usePublicLinks();
  return (
    <aside
      className={`sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-line bg-surface transition-[width] duration-200 md:flex ${
        collapsed ? "w-[72px]" : "w-64"
      }`}
    >
      <div className={`flex h-14 items-center ${collapsed ? "justify-center" : "px-4"}`}>
        <Link to="/home" aria-label={collapsed ? t("shell.home") : undefined}>
          <BrandMark compact={collapsed} />
        </Link>
      </div>
      <div className={collapsed ? "px-3" : "px-3"}>
        <CurrentSpaceButton collapsed={collapsed} />
      </div>
      <nav aria-label={t("shell.mainNavigation")} className="mt-4 flex-1 overflow-y-auto px-3">
        <NavList collapsed={collapsed} />
      </nav>
      <div className="space-y-0.5 border-t border-line p-3">
        <V1AppLink href={v1App} collapsed={collapsed} />
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={!collapsed}
          className={`flex w-full items-center gap-3 rounded-lg text-sm font-medium text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink ${
            collapsed ? "justify-center p-2" : "px-2.5 py-2"
          }`}
          data-testid="menu-toggle"
        >
          <Icon name={collapsed ? "expand" : "collapse"} className="size-5 shrink-0 text-ink-subtle" />
          <span className={collapsed ? "sr-only" : ""}>{collapsed ? t("shell.expandMenu") : t("shell.collapseMenu")}</span>
        </button>
      </div>
    </aside>
  );
}
