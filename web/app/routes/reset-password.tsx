import { useTranslation } from "#web/app/i18n/use-translation";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { PASSWORD_MIN_LENGTH, PasswordSchema } from "#domain/auth/auth-schemas";
import { AuthLayout } from "../components/auth-layout";
import { buttonStyles } from "../components/button-styles";
import { FormAlert } from "../components/form/form-alert";
import { TextField } from "../components/form/text-field";
import { pageTitle } from "../i18n/page-title";
import { apiErrorFrom } from "../lib/api-error";
import { callApi } from "../lib/api.server";
import { fieldMessagesFromZod } from "../lib/field-messages";
import { checkOf, formValues } from "../lib/forms/parse-form";
import { refusalOf, type FieldMessages } from "../lib/forms/refusal";
import { refusalOfApiError } from "../lib/forms/refusal.server";
import { useRefusableForm } from "../lib/forms/use-refusable-form";
import type { Route } from "./+types/reset-password";

const FIELDS = ["password", "confirmation"] as const;

// The form asks twice; /v1 receives the token from the link and one password (ResetPasswordSchema).
const NewPasswordFormSchema = z.strictObject({ password: PasswordSchema, confirmation: z.string() });

function checkNewPassword(values: Record<string, string>): { password: string } | { fieldErrors: FieldMessages } {
  const parsed = NewPasswordFormSchema.safeParse(values);
  if (!parsed.success) return { fieldErrors: fieldMessagesFromZod(parsed.error) };
  if (parsed.data.password !== parsed.data.confirmation) {
    return { fieldErrors: { confirmation: { key: "validation.passwordsDiffer" } } };
  }
  return { password: parsed.data.password };
}

const checkNewPasswordForm = checkOf((formData) => checkNewPassword(formValues(formData, FIELDS)));

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "pages.resetPassword");
}

export async function action(args: Route.ActionArgs) {
  const checked = checkNewPassword(formValues(await args.request.formData(), FIELDS));
  if ("fieldErrors" in checked) return data(refusalOf(400, checked.fieldErrors), { status: 400 });

  const response = await callApi(args, "/auth/reset-password", {
    method: "POST",
    json: { token: args.params.token, password: checked.password },
  });
  if (response.ok) return redirect("/login?passwordReset=1");

  const error = await apiErrorFrom(response);
  // A 422 on the token means the link was mangled: for the user, that is an invalid link too.
  const tokenRefused = error.status === 404 || error.fields.some((field) => field.field === "token");
  // The page then says so in place of the form, with a way to ask for a new link.
  if (tokenRefused) return data({ ...refusalOf(404, {}), invalidLink: true }, { status: 404 });
  const refusal = refusalOfApiError(error);
  return data(refusal, { status: refusal.status });
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { errorOf, formError, formProps } = useRefusableForm({ check: checkNewPasswordForm, lastResult: actionData?.reply });

  return (
    <AuthLayout>
      <h1 className="text-2xl font-semibold tracking-tight">{t("resetPassword.title")}</h1>
      <p className="mt-1.5 text-sm text-ink-muted">{t("resetPassword.intro")}</p>
      {actionData && "invalidLink" in actionData ? (
        <div className="mt-6 space-y-4">
          <FormAlert tone="error">{t("resetPassword.invalidLink")}</FormAlert>
          <Link to="/forgot-password" className={`${buttonStyles.secondary} w-full`}>
            {t("resetPassword.requestNewLink")}
          </Link>
        </div>
      ) : (
        <Form method="post" {...formProps} className="mt-6 space-y-5">
          {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
          <TextField
            label={t("resetPassword.password")}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            hint={t("login.passwordHint", { min: PASSWORD_MIN_LENGTH })}
            error={errorOf("password")}
          />
          <TextField
            label={t("resetPassword.confirmation")}
            name="confirmation"
            type="password"
            autoComplete="new-password"
            required
            error={errorOf("confirmation")}
          />
          <button type="submit" className={`${buttonStyles.primary} w-full py-2.5`} disabled={navigation.state !== "idle"}>
            {t("resetPassword.submit")}
          </button>
        </Form>
      )}
      <p className="mt-8 text-center">
        <Link to="/login" className="text-sm font-medium text-accent hover:underline">
          {t("common.backToLogin")}
        </Link>
      </p>
    </AuthLayout>
  );
}
