import { Outlet } from "react-router";
import { ScreenErrorBoundary } from "#web/app/components/screen-error-boundary";
import { pageTitle } from "#web/app/i18n/page-title";
import { requirePermission } from "#web/app/lib/session.server";
import type { Route } from "./+types/layout";

// Spec 000 §6: "DPAE and confirmation" needs jobs-delegate; without it the area does not exist (404).
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "jobs-delegate");
  return null;
}

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, error ? "pages.notFound" : "pages.dpae");
}

export default function DpaeArea() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
