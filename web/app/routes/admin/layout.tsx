import { useTranslation } from "#web/app/i18n/use-translation";
import { NavLink, Outlet } from "react-router";
import { ScreenErrorBoundary } from "#web/app/components/screen-error-boundary";
import { pageTitle } from "#web/app/i18n/page-title";
import { requirePermission } from "#web/app/lib/session.server";
import type { Route } from "./+types/layout";

// Spec 000 §6: the owner's administration needs `app-admin`; without it, the page does not exist.
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "app-admin");
  return null;
}

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, error ? "pages.notFound" : "pages.adminSpaces");
}

const SECTIONS = [
  { to: "/admin/spaces", label: "pages.adminSpaces" },
  { to: "/admin/users", label: "pages.adminUsers" },
  { to: "/admin/activity-logs", label: "pages.adminActivityLogs" },
  { to: "/admin/statistics", label: "pages.adminStatistics" },
] as const;

/** The owner's area: spaces, users, activity logs and statistics, one tab each. */
export default function AdminArea() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl">
      <nav aria-label={t("shell.adminSections")} className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
        <ul className="flex gap-1 border-b border-line">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                className={({ isActive }) =>
                  `-mb-px block border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap ${
                    isActive ? "border-primary-600 text-ink" : "border-transparent text-ink-muted hover:text-ink"
                  }`
                }
              >
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
