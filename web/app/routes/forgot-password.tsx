import { useTranslation } from "#web/app/i18n/use-translation";
import { data, Form, Link, useNavigation } from "react-router";
import { ForgotPasswordSchema } from "#domain/auth/auth-schemas";
import { AuthLayout } from "../components/auth-layout";
import { buttonStyles } from "../components/button-styles";
import { FormAlert } from "../components/form/form-alert";
import { TextField } from "../components/form/text-field";
import { Icon } from "../components/icons";
import { pageTitle } from "../i18n/page-title";
import { callApi } from "../lib/api.server";
import { parseForm, schemaCheck } from "../lib/forms/parse-form";
import { refusalOf, refused } from "../lib/forms/refusal";
import { refusalFrom } from "../lib/forms/refusal.server";
import { useRefusableForm } from "../lib/forms/use-refusable-form";
import type { Route } from "./+types/forgot-password";

const checkForgotPassword = schemaCheck(ForgotPasswordSchema);

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "pages.forgotPassword");
}

export async function action(args: Route.ActionArgs) {
  const submission = parseForm(await args.request.formData(), ForgotPasswordSchema);
  if (submission.status !== "success") return data(refused(400, submission.reply()), { status: 400 });
  const response = await callApi(args, "/auth/forgot-password", { method: "POST", json: submission.value });
  if (response.status === 422) return data(await refusalFrom(args, response, { submission }), { status: 422 });
  // Throttled (per address or per e-mail, whether or not the account exists): say so, nothing was sent.
  if (response.status === 429) return data(refusalOf(429, {}, [{ key: "errors.tooManyAttempts" }]), { status: 429 });
  // The same answer whether or not the account exists: the page must not reveal who has one.
  return { ok: true as const };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const refusal = actionData && !actionData.ok ? actionData : null;
  const { errorOf, formError, formProps } = useRefusableForm({ check: checkForgotPassword, lastResult: refusal?.reply });

  return (
    <AuthLayout>
      <Link to="/login" className="inline-flex items-center gap-1.5 text-sm text-ink-muted hover:text-ink">
        <Icon name="arrowLeft" className="size-4" />
        {t("common.backToLogin")}
      </Link>
      <h1 className="mt-6 text-2xl font-semibold tracking-tight">{t("forgotPassword.title")}</h1>
      {actionData?.ok ? (
        <div className="mt-6">
          <FormAlert tone="success">{t("forgotPassword.sent")}</FormAlert>
        </div>
      ) : (
        <>
          <p className="mt-1.5 text-sm text-ink-muted">{t("forgotPassword.intro")}</p>
          {formError ? (
            <div className="mt-6">
              <FormAlert tone="error">{formError}</FormAlert>
            </div>
          ) : null}
          <Form method="post" {...formProps} className="mt-6 space-y-5">
            <TextField
              label={t("forgotPassword.email")}
              name="email"
              type="email"
              autoComplete="username"
              required
              error={errorOf("email")}
            />
            <button type="submit" className={`${buttonStyles.primary} w-full py-2.5`} disabled={navigation.state !== "idle"}>
              {t("forgotPassword.submit")}
            </button>
          </Form>
        </>
      )}
    </AuthLayout>
  );
}
