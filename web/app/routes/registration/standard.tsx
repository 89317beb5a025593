import { useTranslation } from "#web/app/i18n/use-translation";
import { useLocation } from "react-router";
import { appliedOfferIdOf } from "#domain/job-offers/offer-links";
import { FormAlert } from "#web/app/components/form/form-alert";
import { pageTitle } from "#web/app/i18n/page-title";
import type { IslandHandle } from "#web/app/lib/islands/island-scripts";
import { IslandMessages } from "./+shared/island-messages";
import { registrationStepAction } from "./+shared/registration-action.server";
import { refusalTexts } from "./+shared/registration-refusal";
import { RegistrationFrame, RegistrationHeading, RegistrationUnavailable } from "./+shared/registration-frame";
import { RegistrationForm } from "./+shared/registration-form";
import { loadRegistrationPage } from "./+shared/registration-page.server";
import type { Route } from "./+types/standard";

// Standard registration (spec 001 §2): the steps from preparation to confirmation, for a candidate
// on their phone. Rendered here, driven in the browser by +browser/registration-standard.ts.

export const handle: IslandHandle = { island: "registration-standard" };

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "pages.registration");
}

export function loader(args: Route.LoaderArgs) {
  return loadRegistrationPage(args, "registration");
}

export function action(args: Route.ActionArgs) {
  return registrationStepAction(args);
}

export default function StandardRegistration({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // Landed here from a failed express registration (spec 001 §2): say why, the draft holds what was typed.
  const search = new URLSearchParams(useLocation().search);
  const fromExpress = search.get("from") === "express";
  // Arrived from an offer's "Postuler" (decision 0046): the registration is the application.
  const applying = appliedOfferIdOf(search) !== null;
  if (loaderData.state !== "open") return <RegistrationUnavailable title={t("pages.registration")} data={loaderData} />;
  const { space } = loaderData;
  const refused = refusalTexts(actionData?.reply, t);
  return (
    <RegistrationFrame>
      <RegistrationHeading title={t("pages.registration")} agency={space.name} />
      <p className="-mt-3 mb-6 text-sm text-ink-muted">{t("registration.intro", { agency: space.name })}</p>
      {applying ? (
        <div className="mb-5" data-testid="applying-to-offer">
          <FormAlert tone="info">{t("multiposting.public.applying", { agency: space.name })}</FormAlert>
        </div>
      ) : null}
      {fromExpress ? (
        <div className="mb-5" data-testid="express-fallback">
          <FormAlert tone="info">{t("registration.express.fallback")}</FormAlert>
        </div>
      ) : null}
      <RegistrationForm
        space={space}
        route="standard"
        current={actionData?.current ?? 0}
        state={{ values: actionData?.values ?? {}, errors: refused.errors }}
        formError={refused.formError}
      />
      <IslandMessages messages={loaderData.messages} />
    </RegistrationFrame>
  );
}
