import { useTranslation } from "#web/app/i18n/use-translation";
import { buttonStyles } from "#web/app/components/button-styles";
import { pageTitle } from "#web/app/i18n/page-title";
import type { IslandHandle } from "#web/app/lib/islands/island-scripts";
import { IslandMessages } from "./+shared/island-messages";
import { KioskDocumentsExtra } from "./+shared/kiosk-extras";
import { registrationStepAction } from "./+shared/registration-action.server";
import { refusalTexts } from "./+shared/registration-refusal";
import { RegistrationFrame, RegistrationHeading, RegistrationUnavailable } from "./+shared/registration-frame";
import { RegistrationForm } from "./+shared/registration-form";
import { loadRegistrationPage } from "./+shared/registration-page.server";
import type { Route } from "./+types/kiosk";

// Kiosk registration (spec 001 §2): the standard steps on an agency's own terminal, full screen with
// large targets, a webcam portrait and scanner guidance; everything typed is cleared after confirmation
// and after a few idle minutes (+browser/registration-kiosk.ts).

export const handle: IslandHandle = { island: "registration-kiosk" };

/** Minutes without a touch before the terminal forgets the candidate. */
export const KIOSK_IDLE_MINUTES = 3;

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "pages.kioskRegistration");
}

export function loader(args: Route.LoaderArgs) {
  return loadRegistrationPage(args, "kiosk");
}

export function action(args: Route.ActionArgs) {
  return registrationStepAction(args);
}

export default function KioskRegistration({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.state !== "open") return <RegistrationUnavailable title={t("pages.kioskRegistration")} data={loaderData} />;
  const { space } = loaderData;
  const refused = refusalTexts(actionData?.reply, t);
  return (
    <RegistrationFrame kiosk>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <RegistrationHeading title={t("pages.kioskRegistration")} agency={space.name} />
        <button type="button" data-action="fullscreen" className={`${buttonStyles.secondary} mt-2 min-h-14 px-6 text-lg`}>
          {t("registration.kiosk.fullscreen")}
        </button>
      </div>
      <p className="-mt-3 mb-6 text-base text-ink-muted" data-idle-minutes={KIOSK_IDLE_MINUTES}>
        {t("registration.kiosk.idle", { minutes: KIOSK_IDLE_MINUTES })}
      </p>
      <RegistrationForm
        space={space}
        route="kiosk"
        large
        current={actionData?.current ?? 0}
        state={{ values: actionData?.values ?? {}, errors: refused.errors }}
        formError={refused.formError}
        documentsExtra={<KioskDocumentsExtra />}
      />
      <IslandMessages messages={loaderData.messages} />
    </RegistrationFrame>
  );
}
