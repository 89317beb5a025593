import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Icon } from "../../../components/icons";
import { isCurrentSection, visibleNavItems } from "./nav-items";
import { useShell } from "./shell-context";

/** Under md: the main entries at the thumb, and "More" for the drawer (spec 000 §2, mobile). */
export function MobileBottomBar({ onOpenDrawer }: { onOpenDrawer(): void }) {
  const { t } = useTranslation();
  const { permissions } = useShell();
  const { pathname } = useLocation();
  const items = visibleNavItems(permissions).filter((item) => item.mobilePrimary);
  return (
    <nav
      aria-label={t("shell.quickNavigation")}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="flex">
        {items.map((item) => {
          const current = isCurrentSection(item, pathname);
          return (
            <li key={item.id} className="flex-1">
              <Link
                to={item.to}
                aria-current={current ? "page" : undefined}
                className={`flex flex-col items-center gap-0.5 py-2 text-[11px] font-medium ${current ? "text-accent" : "text-ink-subtle"}`}
              >
                <Icon name={item.icon} className="size-6" />
                <span className="max-w-full truncate px-1">{t(item.label)}</span>
              </Link>
            </li>
          );
        })}
        <li className="flex-1">
          <button
            type="button"
            onClick={onOpenDrawer}
            className="flex w-full flex-col items-center gap-0.5 py-2 text-[11px] font-medium text-ink-subtle"
          >
            <Icon name="ellipsis" className="size-6" />
            {t("shell.more")}
          </button>
        </li>
      </ul>
    </nav>
  );
}
