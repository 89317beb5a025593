import { hasPermission, type Permission } from "#domain/auth/permissions";
import type { IconName } from "#web/app/components/icon-paths";
import type fr from "#web/app/i18n/locales/fr";

type ShellLabel = `shell.${keyof typeof fr.shell}`;

export interface NavItem {
  id: string;
  to: string;
  label: ShellLabel;
  icon: IconName;
  /** Paths under which the entry shows as current (its area). */
  sections: readonly string[];
  permission?: Permission;
  /** Kept in the mobile bottom bar; the others go to the drawer. */
  mobilePrimary?: boolean;
}

// The side menu of spec 000 §2, in its order of use. Entries with a permission appear only to those
// who hold it (app-admin holds them all), matching the route guards of spec 000 §6.
export const NAV_ITEMS: readonly NavItem[] = [
  { id: "home", to: "/home", label: "shell.home", icon: "home", sections: ["/home"], mobilePrimary: true },
  {
    id: "workers",
    to: "/workers",
    label: "shell.workers",
    icon: "users",
    sections: ["/workers", "/future-workers"],
    mobilePrimary: true,
  },
  {
    id: "orders",
    to: "/orders",
    label: "shell.orders",
    icon: "clipboard",
    sections: ["/orders"],
    permission: "orders",
    mobilePrimary: true,
  },
  // "DPAE and confirmation" (spec 000 §2): declarations and mission confirmations, for jobs-delegate.
  { id: "dpae", to: "/dpae", label: "shell.dpae", icon: "document", sections: ["/dpae"], permission: "jobs-delegate" },
  // Mission contracts are drafted and signed by whoever declares (jobs-delegate, as the DPAE); the
  // week's hours belong to whoever staffs the orders.
  {
    id: "contracts",
    to: "/contracts",
    label: "shell.contracts",
    icon: "pencil",
    sections: ["/contracts"],
    permission: "jobs-delegate",
  },
  {
    id: "timesheets",
    to: "/timesheets",
    label: "shell.timesheets",
    icon: "calendar",
    sections: ["/timesheets"],
    permission: "orders",
  },
  {
    id: "companies",
    to: "/companies",
    label: "shell.companies",
    icon: "building",
    sections: ["/companies"],
    mobilePrimary: true,
  },
  {
    id: "multiposting",
    to: "/multiposting",
    label: "shell.multiposting",
    icon: "megaphone",
    sections: ["/multiposting"],
    permission: "multiposting",
  },
  {
    id: "administration",
    to: "/space/users",
    label: "shell.administration",
    icon: "adjustments",
    sections: ["/space"],
    permission: "space-users",
  },
  { id: "admin", to: "/admin/spaces", label: "shell.admin", icon: "shield", sections: ["/admin"], permission: "app-admin" },
];

export function visibleNavItems(permissions: readonly Permission[]): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.permission || hasPermission(permissions, item.permission));
}

export function isCurrentSection(item: NavItem, pathname: string): boolean {
  return item.sections.some((section) => pathname === section || pathname.startsWith(`${section}/`));
}
