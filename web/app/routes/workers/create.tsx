import { ComingSoon } from "../../components/coming-soon";
import { pageTitle } from "../../i18n/page-title";
import type { Route } from "./+types/create";

// The screen itself arrives with its own issue; the route, its guard and its tab title are real now.
export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "pages.workerCreate");
}

export default function WorkerCreate() {
  return <ComingSoon titleKey="pages.workerCreate" />;
}
