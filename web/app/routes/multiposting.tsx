import { ComingSoon } from "../components/coming-soon";
import { ScreenErrorBoundary } from "../components/screen-error-boundary";
import { pageTitle } from "../i18n/page-title";
import { requirePermission } from "../lib/session.server";
import type { Route } from "./+types/multiposting";

// Spec 000 §2: multiposting needs its permission (the credentials check comes with the screen).
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "multiposting");
  return null;
}

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, error ? "pages.notFound" : "pages.multiposting");
}

export default function Multiposting() {
  return <ComingSoon titleKey="pages.multiposting" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
