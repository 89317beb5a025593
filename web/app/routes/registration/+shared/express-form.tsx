import { useTranslation } from "#web/app/i18n/use-translation";
import { buttonStyles } from "#web/app/components/button-styles";
import { EXPRESS_FIELDS } from "./express-fields";
import { RegistrationField } from "./registration-fields";
import { FileSlot } from "./registration-form";
import type { PublicSpace } from "./registration-page.server";

/** The express form: the CV first (its reading fills what is still empty), then the short form. */
export function ExpressFields({ space }: { space: PublicSpace }) {
  const { t } = useTranslation();
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
      <FileSlot slot="cv" label={t("registration.express.cv")} hint={t("registration.documents.resumeHint")} large={false} />
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
