import { MenuItem, MenuItems, MenuSeparator } from "@headlessui/react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { Link } from "react-router";
import { afterMenuCloses, HydratedMenu } from "#web/app/components/hydrated-menu";
import { Icon } from "#web/app/components/icons";
import { menuItemStyles, menuPanelStyles } from "#web/app/components/menu-styles";
import { useShell } from "./shell-context";

function initialsOf(firstName: string, lastName: string) {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}

/**
 * The account menu: my account, change space, log out (spec 000 §2 main-menu wording). The user
 * settings are one entry, "My account" (its preferences section), not a second one beside it.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, openChangeSpace, logOut } = useShell();
  const initials = initialsOf(user.first_name, user.last_name);
  return (
    <HydratedMenu
      button={{
        className:
          "grid size-9 place-items-center rounded-full bg-zinc-900 text-xs font-semibold text-white ring-2 ring-surface hover:opacity-90 dark:bg-zinc-100 dark:text-zinc-900",
        // "KA, menu du compte de Karim Alaoui": the visible initials first (WCAG 2.5.3, label in name).
        "aria-label": t("shell.userMenuButton", { initials, name: `${user.first_name} ${user.last_name}` }),
        "data-testid": "user-menu",
      }}
      label={<span>{initials}</span>}
    >
      <MenuItems anchor="bottom end" className={`${menuPanelStyles} w-64`}>
        <div className="px-2.5 py-2">
          <p className="truncate text-sm font-medium">
            {user.first_name} {user.last_name}
          </p>
          <p className="truncate text-xs text-ink-subtle">{user.email}</p>
        </div>
        <MenuSeparator className="my-1 h-px bg-line" />
        <MenuItem>
          <Link to="/account" className={menuItemStyles}>
            <Icon name="userCircle" className="size-4 text-ink-subtle" />
            {t("shell.account")}
          </Link>
        </MenuItem>
        <MenuItem>
          <button type="button" className={menuItemStyles} onClick={() => afterMenuCloses(openChangeSpace)}>
            <Icon name="switchArrows" className="size-4 text-ink-subtle" />
            {t("shell.changeSpace")}
          </button>
        </MenuItem>
        <MenuItem>
          <Link to="/accessibility" className={menuItemStyles}>
            <Icon name="info" className="size-4 text-ink-subtle" />
            {t("accessibility.menuLink")}
          </Link>
        </MenuItem>
        <MenuSeparator className="my-1 h-px bg-line" />
        <MenuItem>
          <button type="button" className={menuItemStyles} onClick={logOut}>
            <Icon name="logout" className="size-4 text-ink-subtle" />
            {t("shell.logout")}
          </button>
        </MenuItem>
      </MenuItems>
    </HydratedMenu>
  );
}
