import { useTranslation } from "#web/app/i18n/use-translation";
import { buttonStyles } from "#web/app/components/button-styles";
import { pageTitle } from "#web/app/i18n/page-title";
import type { IslandHandle } from "#web/app/lib/islands/island-scripts";
import { ExpressFields } from "./+shared/express-form";
import { IslandMessages } from "./+shared/island-messages";
import { RegistrationFrame, RegistrationHeading, RegistrationUnavailable } from "./+shared/registration-frame";
import { RegistrationConfirmation } from "./+shared/registration-form";
import { loadRegistrationPage } from "./+shared/registration-page.server";
import type { Route } from "./+types/express";

// Express registration (spec 001 §2): a CV read by OCR prefills a short form; on any error the
// candidate lands on the standard registration with what they typed (+browser/registration-express.ts).

export const handle: IslandHandle = { island: "registration-express" };

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "pages.expressRegistration");
}

export function loader(args: Route.LoaderArgs) {
  return loadRegistrationPage(args, "express");
}

export default function ExpressRegistration({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.state !== "open") return <RegistrationUnavailable title={t("pages.expressRegistration")} data={loaderData} />;
  const { space } = loaderData;
  return (
    <RegistrationFrame>
      <RegistrationHeading title={t("pages.expressRegistration")} agency={space.name} />
      <p className="-mt-3 mb-6 text-sm text-ink-muted">{t("registration.express.lead")}</p>
      <ExpressFields space={space} />
      <noscript>
        <p className="mt-4 text-sm">
          <a href={`/inscription/${encodeURIComponent(params.agency)}`} className={buttonStyles.secondary}>
            {t("registration.errors.standardLink")}
          </a>
        </p>
      </noscript>
      <RegistrationConfirmation agency={space.name} large={false} />
      <IslandMessages messages={loaderData.messages} />
    </RegistrationFrame>
  );
}
