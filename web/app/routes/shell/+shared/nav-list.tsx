import { useTranslation } from "#web/app/i18n/use-translation";
import { Link, useLocation } from "react-router";
import { Icon } from "#web/app/components/icons";
import { isCurrentSection, visibleNavItems } from "./nav-items";
import { useShell } from "./shell-context";

/** The entries of the main menu the user may open, the current area marked (aria-current). */
export function NavList({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { permissions } = useShell();
  const { pathname } = useLocation();
  return (
    <ul className="space-y-0.5">
      {visibleNavItems(permissions).map((item) => {
        const current = isCurrentSection(item, pathname);
        return (
          <li key={item.id}>
            <Link
              to={item.to}
              onClick={onNavigate}
              aria-current={current ? "page" : undefined}
              title={collapsed ? t(item.label) : undefined}
              className={`group flex items-center gap-3 rounded-lg text-sm font-medium transition-colors ${
                collapsed ? "justify-center p-2" : "px-2.5 py-2"
              } ${current ? "bg-accent-soft text-accent-ink" : "text-ink-muted hover:bg-surface-muted hover:text-ink"}`}
            >
              <Icon
                name={item.icon}
                className={`size-5 shrink-0 ${current ? "text-accent" : "text-ink-subtle group-hover:text-ink-muted"}`}
              />
              <span className={collapsed ? "sr-only" : "truncate"}>{t(item.label)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The way back to the previous version of the product (spec 000 §1), in a new tab. */
export function V1AppLink({ href, collapsed = false }: { href: string; collapsed?: boolean }) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      title={collapsed ? t("shell.v1App") : undefined}
      className={`group flex items-center gap-3 rounded-lg text-sm font-medium text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink ${
        collapsed ? "justify-center p-2" : "px-2.5 py-2"
      }`}
    >
      <Icon name="external" className="size-5 shrink-0 text-ink-subtle group-hover:text-ink-muted" />
      <span className={collapsed ? "sr-only" : "truncate"}>{t("shell.v1App")}</span>
      <span className="sr-only">({t("common.opensInNewTab")})</span>
    </a>
  );
}
