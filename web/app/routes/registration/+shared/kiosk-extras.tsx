import { useTranslation } from "#web/app/i18n/use-translation";
import { buttonStyles } from "#web/app/components/button-styles";
import { errorStyles, labelStyles } from "#web/app/components/form/field-styles";

/** Spec 001 §2 kiosk: the webcam portrait (its permission error) and how to use the scanner. */
export function KioskDocumentsExtra() {
  const { t } = useTranslation();
  return (
    <>
      <fieldset className="grid gap-3" data-upload-slot="photo">
        <legend className={labelStyles}>{t("registration.kiosk.portrait")}</legend>
        <p className="text-base text-ink-muted">{t("registration.kiosk.portraitHint")}</p>
        <video data-webcam-video hidden muted playsInline className="aspect-[4/3] w-full max-w-md rounded-xl bg-black" />
        <canvas
          data-webcam-canvas
          hidden
          width={640}
          height={480}
          className="aspect-[4/3] w-full max-w-md rounded-xl"
          aria-label={t("registration.kiosk.portrait")}
        />
        <div className="flex flex-wrap gap-3">
          <button type="button" data-action="camera" className={`${buttonStyles.secondary} min-h-14 px-6 text-lg`}>
            {t("registration.kiosk.startCamera")}
          </button>
          <button type="button" data-action="capture" hidden className={`${buttonStyles.primary} min-h-14 px-6 text-lg`}>
            {t("registration.kiosk.capture")}
          </button>
        </div>
        <progress
          data-upload-progress
          max={100}
          value={0}
          hidden
          className="h-2 w-full accent-primary-600"
          aria-label={t("registration.kiosk.portrait")}
        />
        <p data-upload-status aria-live="polite" className="text-base text-ink-muted" />
        <p id="reg-documents-photo-error" data-field-error-for="documents.photo" role="alert" className={errorStyles} hidden />
      </fieldset>
      <section aria-labelledby="kiosk-scanner" className="rounded-xl border border-line bg-surface p-4">
        <h3 id="kiosk-scanner" className="font-semibold text-ink">
          {t("registration.kiosk.scannerTitle")}
        </h3>
        <ol className="mt-2 list-decimal space-y-1 pl-6 text-base text-ink">
          <li>{t("registration.kiosk.scanner1")}</li>
          <li>{t("registration.kiosk.scanner2")}</li>
          <li>{t("registration.kiosk.scanner3")}</li>
        </ol>
      </section>
    </>
  );
}
