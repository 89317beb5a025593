import { Outlet } from "react-router";
import { ScreenErrorBoundary } from "#web/app/components/screen-error-boundary";
import { pageTitle } from "#web/app/i18n/page-title";
import { requirePermission } from "#web/app/lib/session.server";
import { SpaceTabs } from "./+shared/space-tabs";
import type { Route } from "./+types/layout";

// Spec 000 §6: the space administration needs `space-users`; without it, the page does not exist.
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "space-users");
  return null;
}

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, error ? "pages.notFound" : "pages.spaceUsers");
}

export default function SpaceArea() {
  return (
    <>
      <SpaceTabs />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
