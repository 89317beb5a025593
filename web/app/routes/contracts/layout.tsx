import { Outlet } from "react-router";
import { ScreenErrorBoundary } from "#web/app/components/screen-error-boundary";
import { pageTitle } from "#web/app/i18n/page-title";
import { requirePermission } from "#web/app/lib/session.server";
import type { Route } from "./+types/layout";

// The mission contracts need jobs-delegate, as /v1/contracts does (decision 0050); without it the area
// does not exist (404).
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "jobs-delegate");
  return null;
}

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, error ? "pages.notFound" : "contracts.title");
}

export default function ContractsArea() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
