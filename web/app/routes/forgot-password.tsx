import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
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
import { issueTextsFromApi, issueTextsFromZod, formValues, type IssueTexts } from "../lib/field-issues";
import type { Route } from "./+types/forgot-password";

const FIELDS = ["email"] as const;

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "pages.forgotPassword");
}

export async function action(args: Route.ActionArgs) {
  const parsed = ForgotPasswordSchema.safeParse(formValues(await args.request.formData(), FIELDS));
  if (!parsed.success) return data({ sent: false, fieldErrors: issueTextsFromZod(parsed.error) }, { status: 400 });
  const response = await callApi(args, "/auth/forgot-password", { method: "POST", json: parsed.data });
  if (response.status === 422) {
    const error = await apiErrorFrom(response);
    return data({ sent: false, fieldErrors: issueTextsFromApi(error.fields) }, { status: 422 });
  }
  // Throttled (per address or per e-mail, whether or not the account exists): say so, nothing was sent.
  if (response.status === 429) {
    return data({ sent: false, fieldErrors: {} as IssueTexts, throttled: true }, { status: 429 });
  }
  // The same answer whether or not the account exists: the page must not reveal who has one.
  return { sent: true, fieldErrors: {} as IssueTexts };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [browserErrors, setBrowserErrors] = useState<IssueTexts | null>(null);
  const fieldErrors = browserErrors ?? actionData?.fieldErrors ?? {};
  const emailError = fieldErrors.email;

  function checkInBrowser(event: FormEvent<HTMLFormElement>) {
    const parsed = ForgotPasswordSchema.safeParse(formValues(new FormData(event.currentTarget), FIELDS));
    setBrowserErrors(parsed.success ? null : issueTextsFromZod(parsed.error));
    if (!parsed.success) event.preventDefault();
  }

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
          <Form method="post" noValidate onSubmit={checkInBrowser} className="mt-6 space-y-5">
            <TextField
              label={t("forgotPassword.email")}
              name="email"
              type="email"
              autoComplete="username"
              required
              error={emailError ? t(emailError.key, emailError.values ?? {}) : undefined}
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
