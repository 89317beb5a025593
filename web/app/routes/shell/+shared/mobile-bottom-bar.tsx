import { useTranslation } from "#web/app/i18n/use-translation";
import { Link, useLocation } from "react-router";
import { Icon } from "#web/app/components/icons";
import { isCurrentSection, visibleNavItems } from "./nav-items";
import { useShell } from "./shell-context";

/** Under md: the main entries at the thumb, and "More" for the drawer (spec 000 §2, mobile). */
export function MobileBottomBar({ onOpenDrawer }: { onOpenDrawer(): void }) {
  const { t } = useTranslation();
  const { permissions } = useShell();
  const { pathname } = useLocation();
  const visible = visibleNavItems(permissions);
  const items = visible.filter((item) => item.mobilePrimary);
  // The area is in the drawer (administration, multiposting, the account…): "More" shows it is current.
  const inDrawer = !items.some((item) => isCurrentSection(item, pathname));
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
                <Icon name={item.icon} className={`size-6 rounded-full ${current ? "bg-accent-soft" : ""}`} />
                <span className="max-w-full truncate px-1">{t(item.label)}</span>
              </Link>
            </li>
          );
        })}
        <li className="flex-1">
          <button
            type="button"
            onClick={onOpenDrawer}
            data-current={inDrawer ? "true" : undefined}
            className={`flex w-full flex-col items-center gap-0.5 py-2 text-[11px] font-medium ${inDrawer ? "text-accent" : "text-ink-subtle"}`}
          >
            <Icon name="ellipsis" className={`size-6 rounded-full ${inDrawer ? "bg-accent-soft" : ""}`} />
            {t("shell.more")}
          </button>
        </li>
      </ul>
    </nav>
  );
}
