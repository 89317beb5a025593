import { pageTitle } from "#web/app/i18n/page-title";
import { RegistrationPlaceholder } from "./+shared/registration-placeholder";
import type { Route } from "./+types/express";

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "pages.expressRegistration");
}

export default function ExpressRegistration({ params }: Route.ComponentProps) {
  return <RegistrationPlaceholder titleKey="pages.expressRegistration" agency={params.agency} />;
}
