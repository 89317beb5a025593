import { useEffect, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { Form, useNavigation } from "react-router";
import type { UserDetail } from "#domain/users/user-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { FormAlert } from "#web/app/components/form/form-alert";
import { FormSection } from "#web/app/components/form/form-section";
import { TextField } from "#web/app/components/form/text-field";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { checkOf } from "#web/app/lib/forms/parse-form";
import { useRefusableForm } from "#web/app/lib/forms/use-refusable-form";
import { VERSION_FIELD } from "#web/app/lib/row-version";
import { checkProfile, type AccountFormResult } from "./account-checks";

const checkProfileForm = checkOf(checkProfile);

/**
 * The user's own name and e-mail (intent "profile" of the account screen's action). A new e-mail
 * needs the current password (decision 0011); the previous e-mail travels hidden so the form knows.
 */
export function ProfileSection({ account, result }: { account: UserDetail; result: AccountFormResult | null }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [passwordKey, setPasswordKey] = useState(0);
  const { errorOf, formError, formProps } = useRefusableForm({
    check: checkProfileForm,
    lastResult: result && !result.ok ? result.reply : null,
  });
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "profile";

  // Saved: empty the password field, so the password does not stay in the page.
  useEffect(() => {
    if (result?.ok) {
      showSnackbar({ key: "admin.common.saved", tone: "success" });
      setPasswordKey((key) => key + 1);
    }
  }, [result]);

  return (
    <FormSection title={t("admin.account.profile")}>
      <Form method="post" {...formProps} className="space-y-4" aria-label={t("admin.account.profile")}>
        <input type="hidden" name="intent" value="profile" />
        <input type="hidden" name="previous_email" value={account.email} />
        <input type="hidden" name={VERSION_FIELD} value={account.updated_at} />
        {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("admin.users.firstName")}
            name="first_name"
            autoComplete="given-name"
            required
            maxLength={100}
            defaultValue={account.first_name}
            error={errorOf("first_name")}
          />
          <TextField
            label={t("admin.users.lastName")}
            name="last_name"
            autoComplete="family-name"
            required
            maxLength={100}
            defaultValue={account.last_name}
            error={errorOf("last_name")}
          />
        </div>
        <TextField
          label={t("admin.users.email")}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          defaultValue={account.email}
          hint={t("admin.account.emailHint")}
          error={errorOf("email")}
        />
        <TextField
          key={passwordKey}
          label={t("admin.account.currentPassword")}
          name="current_password"
          type="password"
          autoComplete="current-password"
          hint={t("admin.account.emailPasswordHint")}
          error={errorOf("current_password")}
        />
        <div className="flex justify-end">
          <button type="submit" className={buttonStyles.primary} disabled={saving}>
            {saving ? t("admin.common.saving") : t("admin.common.save")}
          </button>
        </div>
      </Form>
    </FormSection>
  );
}
