import { MenuItem, MenuItems } from "@headlessui/react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { Link } from "react-router";
import { hasPermission, type Permission } from "#domain/auth/permissions";
import { buttonStyles } from "#web/app/components/button-styles";
import { HydratedMenu } from "#web/app/components/hydrated-menu";
import { Icon, type IconName } from "#web/app/components/icons";
import { menuItemStyles, menuPanelStyles } from "#web/app/components/menu-styles";
import type fr from "#web/app/i18n/locales/fr";
import { useShell } from "./shell-context";

interface CreateEntry {
  to: string;
  label: `shell.${keyof typeof fr.shell}`;
  icon: IconName;
  permission?: Permission;
}

// Spec 000 §2 Create menu: offer, company, order (if permitted), worker. The offer entry also needs
// the multiposting permission, because offers are published through multiposting and its screen is
// guarded: an entry leading to "page not found" would be worse than no entry.
const CREATE_ENTRIES: readonly CreateEntry[] = [
  { to: "/multiposting?create=offer", label: "shell.createOffer", icon: "megaphone", permission: "multiposting" },
  { to: "/companies/create", label: "shell.createCompany", icon: "building" },
  { to: "/orders/create", label: "shell.createOrder", icon: "clipboard", permission: "orders" },
  { to: "/workers/create", label: "shell.createWorker", icon: "users" },
];

export function CreateMenu() {
  const { t } = useTranslation();
  const { permissions } = useShell();
  const entries = CREATE_ENTRIES.filter((entry) => !entry.permission || hasPermission(permissions, entry.permission));
  return (
    <HydratedMenu
      button={{ className: `${buttonStyles.primary} px-2.5 sm:px-3.5`, "data-testid": "create-menu" }}
      label={
        <>
          <Icon name="plus" className="size-4" />
          <span className="max-sm:sr-only">{t("shell.create")}</span>
        </>
      }
    >
      <MenuItems anchor="bottom end" className={`${menuPanelStyles} w-56`}>
        {entries.map((entry) => (
          <MenuItem key={entry.to}>
            <Link to={entry.to} className={menuItemStyles}>
              <Icon name={entry.icon} className="size-4 text-ink-subtle" />
              {t(entry.label)}
            </Link>
          </MenuItem>
        ))}
      </MenuItems>
    </HydratedMenu>
  );
}
