import { useTranslation } from "#web/app/i18n/use-translation";
import { Form, useNavigation } from "react-router";
import { MultipostingCredentialsInputSchema } from "#domain/job-offers/job-offer-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { FormAlert } from "#web/app/components/form/form-alert";
import { TextField } from "#web/app/components/form/text-field";
import { schemaCheck } from "#web/app/lib/forms/parse-form";
import type { FormReply } from "#web/app/lib/forms/refusal";
import { useRefusableForm } from "#web/app/lib/forms/use-refusable-form";

const checkCredentials = schemaCheck(MultipostingCredentialsInputSchema);

/**
 * The space's Talentplug account (spec 000 §1 "requires multiposting credentials"): posted to the
 * multiposting layout's action, which has Talentplug check them before saving (spec 000 §8 under the password).
 */
export function CredentialsForm({ login, lastResult }: { login: string | null; lastResult: FormReply | null }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { errorOf, formError, formProps } = useRefusableForm({ check: checkCredentials, lastResult });
  const checking = navigation.state !== "idle" && navigation.formAction === "/multiposting";
  return (
    <Form method="post" action="/multiposting" {...formProps} className="space-y-4" aria-label={t("multiposting.credentials.title")}>
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("multiposting.credentials.login")}
          name="login"
          autoComplete="off"
          defaultValue={login ?? undefined}
          maxLength={100}
          required
          error={errorOf("login")}
        />
        <TextField
          label={t("multiposting.credentials.password")}
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={200}
          required
          error={errorOf("password")}
        />
      </div>
      <p className="text-xs text-ink-muted">{t("multiposting.credentials.hint")}</p>
      <button type="submit" className={buttonStyles.primary} disabled={checking}>
        {checking ? t("multiposting.credentials.checking") : t("multiposting.credentials.save")}
      </button>
    </Form>
  );
}
