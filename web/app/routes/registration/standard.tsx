import { pageTitle } from "#web/app/i18n/page-title";
import { RegistrationPlaceholder } from "./+shared/registration-placeholder";
import type { Route } from "./+types/standard";

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "pages.registration");
}

export default function StandardRegistration({ params }: Route.ComponentProps) {
  return <RegistrationPlaceholder titleKey="pages.registration" agency={params.agency} />;
}
