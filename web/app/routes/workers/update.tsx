import { ComingSoon } from "../../components/coming-soon";
import { pageTitle } from "../../i18n/page-title";
import type { Route } from "./+types/update";

// PLACEHOLDER: the mobile update layout comes with the profile screens.
export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "pages.workers");
}

export default function WorkerUpdate() {
  return <ComingSoon titleKey="pages.workers" />;
}
