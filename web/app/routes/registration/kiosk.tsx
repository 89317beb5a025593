import { pageTitle } from "#web/app/i18n/page-title";
import { RegistrationPlaceholder } from "./+shared/registration-placeholder";
import type { Route } from "./+types/kiosk";

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "pages.kioskRegistration");
}

export default function KioskRegistration({ params }: Route.ComponentProps) {
  return <RegistrationPlaceholder titleKey="pages.kioskRegistration" agency={params.agency} />;
}
