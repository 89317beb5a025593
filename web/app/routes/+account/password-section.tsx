import { useEffect, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { Form, useNavigation } from "react-router";
import { PASSWORD_MIN_LENGTH } from "#domain/auth/auth-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { FormAlert } from "#web/app/components/form/form-alert";
import { FormSection } from "#web/app/components/form/form-section";
import { TextField } from "#web/app/components/form/text-field";
import { checkOf } from "#web/app/lib/forms/parse-form";
import { useRefusableForm } from "#web/app/lib/forms/use-refusable-form";
import { checkPassword, type AccountFormResult } from "./account-checks";

const checkPasswordForm = checkOf(checkPassword);

/** The current password, then the new one twice (intent "password" of the account screen's action). */
export function PasswordSection({ result }: { result: AccountFormResult | null }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [formKey, setFormKey] = useState(0);
  const { errorOf, formError, formProps } = useRefusableForm({
    check: checkPasswordForm,
    lastResult: result && !result.ok ? result.reply : null,
  });
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "password";

  // Changed: empty the form, so the passwords do not stay in the page.
  useEffect(() => {
    if (result?.ok) setFormKey((key) => key + 1);
  }, [result]);

  return (
    <FormSection title={t("admin.account.password")} description={t("admin.account.passwordIntro")}>
      <Form key={formKey} method="post" {...formProps} className="space-y-4" aria-label={t("admin.account.password")}>
        <input type="hidden" name="intent" value="password" />
        {result?.ok ? <FormAlert tone="success">{t("admin.account.passwordChanged")}</FormAlert> : null}
        {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
        <TextField
          label={t("admin.account.currentPassword")}
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
          error={errorOf("current_password")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("admin.account.newPassword")}
            name="new_password"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            hint={t("login.passwordHint", { min: PASSWORD_MIN_LENGTH })}
            error={errorOf("new_password")}
          />
          <TextField
            label={t("admin.account.confirmPassword")}
            name="confirmation"
            type="password"
            autoComplete="new-password"
            required
            error={errorOf("confirmation")}
          />
        </div>
        <div className="flex justify-end">
          <button type="submit" className={buttonStyles.primary} disabled={saving}>
            {saving ? t("admin.common.saving") : t("admin.account.changePassword")}
          </button>
        </div>
      </Form>
    </FormSection>
  );
}
