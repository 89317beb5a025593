import { ComingSoon } from "#web/app/components/coming-soon";
import { pageTitle } from "#web/app/i18n/page-title";
import type { Route } from "./+types/create";

// The screen itself arrives with its own issue; the route, its guard and its tab title are real now.
export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "pages.orderCreate");
}

export default function OrderCreate() {
  return <ComingSoon titleKey="pages.orderCreate" />;
}
