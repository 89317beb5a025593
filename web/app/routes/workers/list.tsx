import { ComingSoon } from "../../components/coming-soon";
import { pageTitle } from "../../i18n/page-title";
import type { Route } from "./+types/list";

// The screen itself arrives with its own issue; the route, its guard and its tab title are real now.
export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "pages.workers");
}

export default function WorkerList() {
  return <ComingSoon titleKey="pages.workers" />;
}
