import { useTranslation } from "#web/app/i18n/use-translation";
import { data, Form, Link, useNavigation } from "react-router";
import { ForgotPasswordSchema } from "#domain/auth/auth-schemas";
import { AuthLayout } from "../components/auth-layout";
import { buttonStyles } from "../components/button-styles";
import { FormAlert } from "../components/form/form-alert";
import { TextField } from "../components/form/text-field";
import { Icon } from "../components/icons";
import { pageTitle } from "../i18n/page-title";
import { apiErrorFrom } from "../lib/api-error";
import { callApi } from "../lib/api.server";
import { issueTextsFromApi } from "../lib/field-issues";
import { parseForm, schemaCheck } from "../lib/forms/parse-form";
import { refusalReply } from "../lib/forms/refusal-reply";
import { useRefusableForm, type FormReply } from "../lib/forms/use-refusable-form";
import type { Route } from "./+types/forgot-password";

const checkForgotPassword = schemaCheck(ForgotPasswordSchema);

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "pages.forgotPassword");
}

export async function action(args: Route.ActionArgs) {
  const submission = parseForm(await args.request.formData(), ForgotPasswordSchema);
  if (submission.status !== "success") return data({ sent: false, reply: submission.reply() }, { status: 400 });
  const response = await callApi(args, "/auth/forgot-password", { method: "POST", json: submission.value });
  if (response.status === 422) {
    const error = await apiErrorFrom(response);
    return data({ sent: false, reply: refusalReply(issueTextsFromApi(error.fields)) }, { status: 422 });
  }
  // Throttled (per address or per e-mail, whether or not the account exists): say so, nothing was sent.
  if (response.status === 429) {
    return data({ sent: false, reply: null as FormReply | null, throttled: true }, { status: 429 });
  }
  // The same answer whether or not the account exists: the page must not reveal who has one.
  return { sent: true, reply: null as FormReply | null };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { errorOf, formProps } = useRefusableForm({ check: checkForgotPassword, lastResult: actionData?.reply });

  return (
    <AuthLayout>
      <Link to="/login" className="inline-flex items-center gap-1.5 text-sm text-ink-muted hover:text-ink">
        <Icon name="arrowLeft" className="size-4" />
        {t("common.backToLogin")}
      </Link>
      <h1 className="mt-6 text-2xl font-semibold tracking-tight">{t("forgotPassword.title")}</h1>
      {actionData?.sent ? (
        <div className="mt-6">
          <FormAlert tone="success">{t("forgotPassword.sent")}</FormAlert>
        </div>
      ) : (
        <>
          <p className="mt-1.5 text-sm text-ink-muted">{t("forgotPassword.intro")}</p>
          {actionData && "throttled" in actionData ? (
            <div className="mt-6">
              <FormAlert tone="error">{t("errors.tooManyAttempts")}</FormAlert>
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
