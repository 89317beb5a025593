import { useTranslation } from "#web/app/i18n/use-translation";
import { buttonStyles } from "#web/app/components/button-styles";
import { errorStyles, labelStyles } from "#web/app/components/form/field-styles";
import { EXPRESS_FIELDS } from "./express-fields";
import { RegistrationField, fieldId } from "./registration-fields";
import type { PublicSpace } from "./registration-page.server";
import { REGISTRATION_FILE_ACCEPT } from "./registration-steps";

/** The express form: the CV first (its reading fills what is still empty), then the short form. */
export function ExpressFields({ space }: { space: PublicSpace }) {
  const { t } = useTranslation();
  const cvId = fieldId("documents.cv");
  return (
    <form
      id="express-form"
      method="post"
      noValidate
      data-space-url={space.url}
      data-route="express"
      data-turnstile-site-key={space.turnstile_site_key}
      className="grid gap-5"
    >
      <div data-upload-slot="cv">
        <label htmlFor={cvId} className={labelStyles}>
          {t("registration.express.cv")}
        </label>
        <input
          id={cvId}
          type="file"
          name="document_cv"
          accept={REGISTRATION_FILE_ACCEPT}
          aria-describedby={`${cvId}-hint`}
          className="mt-1.5 block w-full text-sm text-ink file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-accent-soft file:px-3 file:font-medium file:text-accent-ink"
        />
        <p id={`${cvId}-hint`} className="mt-1.5 text-xs text-ink-subtle">
          {t("registration.documents.resumeHint")}
        </p>
        <progress
          data-upload-progress
          max={100}
          value={0}
          hidden
          className="mt-2 h-2 w-full accent-primary-600"
          aria-labelledby={`${cvId}-status`}
        />
        <p id={`${cvId}-status`} data-upload-status aria-live="polite" className="mt-1 text-xs text-ink-muted" />
        <p id={`${cvId}-error`} data-field-error-for="documents.cv" className={errorStyles} hidden />
      </div>
      <h2 className="text-lg font-semibold text-ink">{t("registration.express.check")}</h2>
      {EXPRESS_FIELDS.map((field) => (
        <RegistrationField key={field.name} field={field} state={{ values: {}, errors: {} }} />
      ))}
      <div data-form-error role="alert" className="empty:hidden" />
      <button type="submit" data-action="send" className={`${buttonStyles.primary} min-h-11`}>
        {t("registration.express.confirm")}
      </button>
      <div data-turnstile />
    </form>
  );
}
