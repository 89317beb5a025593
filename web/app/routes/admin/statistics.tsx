import { ComingSoon } from "#web/app/components/coming-soon";
import { pageTitle } from "#web/app/i18n/page-title";
import type { Route } from "./+types/statistics";

// The screen itself arrives with its own issue; the route, its guard and its tab title are real now.
export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "pages.adminStatistics");
}

export default function AdminStatistics() {
  return <ComingSoon titleKey="pages.adminStatistics" />;
}
