import { useEffect } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { LoginSchema, PASSWORD_MIN_LENGTH } from "#domain/auth/auth-schemas";
import { AuthLayout } from "../components/auth-layout";
import { buttonStyles } from "../components/button-styles";
import { FormAlert } from "../components/form/form-alert";
import { TextField } from "../components/form/text-field";
import { Icon, type IconName } from "../components/icons";
import { pageTitle } from "../i18n/page-title";
import { apiErrorFrom } from "../lib/api-error";
import { callApi, setCookiesOf } from "../lib/api.server";
import { readCookie, SESSION_COOKIE } from "../lib/cookies";
import { clearLocalSession } from "../lib/local-session";
import type { ApiError } from "../lib/api-error";
import { parseForm, schemaCheck } from "../lib/forms/parse-form";
import { refused, type RefusalMessage } from "../lib/forms/refusal";
import { refusalOfApiError } from "../lib/forms/refusal.server";
import { useRefusableForm } from "../lib/forms/use-refusable-form";
import { usePublicLinks } from "../lib/public-links";
import { safeRedirectPath } from "../lib/safe-redirect";
import { readSession } from "../lib/session.server";
import type { Route } from "./+types/login";

const DEFAULT_RETRY_MINUTES = 15;

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "pages.login");
}

/** Someone already signed in has nothing to do here. */
export async function loader(args: Route.LoaderArgs) {
  if (readCookie(args.request.headers.get("Cookie"), SESSION_COOKIE) && (await readSession(args))) {
    throw redirect(safeRedirectPath(new URL(args.request.url).searchParams.get("redirectTo")));
  }
  return null;
}

export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const redirectTo = safeRedirectPath(String(formData.get("redirectTo") ?? ""));
  // The browser checked already; the server checks again (CONVENTIONS §2), and /v1 a third time.
  const submission = parseForm(formData, LoginSchema);
  // Sent back with every refusal: without JavaScript the page is rendered again, and the e-mail typed
  // must still be there. The password never is.
  const email = String(formData.get("email") ?? "").slice(0, 320);
  if (submission.status !== "success") {
    return data({ ...refused(400, submission.reply({ hideFields: ["password"] })), email }, { status: 400 });
  }

  const response = await callApi(args, "/auth/login", { method: "POST", json: submission.value });
  // The session cookie the API sets goes to the browser with the redirect.
  if (response.ok) return redirect(redirectTo, { headers: setCookiesOf(response) });

  const error = await apiErrorFrom(response);
  const status = error.status === 401 || error.status === 422 || error.status === 429 ? error.status : 502;
  const refusal = refusalOfApiError(error, { submission, hideFields: ["password"], formMessages: loginMessages });
  return data({ ...refusal, status, email }, { status });
}

/** What the sign-in form says when /v1 refused it: the refused fields of a 422, or why above the form. */
function loginMessages(error: ApiError, explained: boolean): RefusalMessage[] {
  switch (error.status) {
    case 401:
      return [{ key: "login.invalidCredentials" }];
    case 429: {
      const minutes = Math.ceil((error.retryAfterSeconds ?? DEFAULT_RETRY_MINUTES * 60) / 60);
      return [{ key: "login.tooManyAttempts", values: { minutes } }];
    }
    case 422:
      return explained ? [] : [{ key: "login.failed" }];
    default:
      return [{ key: "login.failed" }];
  }
}

const checkLogin = schemaCheck(LoginSchema);

export default function Login({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const { errorOf, formError, formProps } = useRefusableForm({ check: checkLogin, lastResult: actionData?.reply });
  // Whoever reaches this screen is signed out (the loader sends signed-in users home): forget the
  // user summary, so browser code never acts for a session that has ended.
  useEffect(() => {
    clearLocalSession();
  }, []);

  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/login") === true;

  return (
    <AuthLayout>
      <h1 className="text-2xl font-semibold tracking-tight">{t("login.welcome")}</h1>
      <p className="mt-1.5 text-sm text-ink-muted">{t("login.intro")}</p>

      <div className="mt-6 space-y-4">
        {searchParams.get("passwordReset") === "1" && !formError ? (
          <FormAlert tone="success">{t("login.passwordChanged")}</FormAlert>
        ) : null}
        {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      </div>

      <Form method="post" {...formProps} className="mt-6 space-y-5">
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <TextField
          label={t("login.email")}
          name="email"
          type="email"
          defaultValue={actionData?.email}
          autoComplete="username"
          inputMode="email"
          required
          error={errorOf("email")}
        />
        <div>
          <TextField
            label={t("login.password")}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            hint={t("login.passwordHint", { min: PASSWORD_MIN_LENGTH })}
            error={errorOf("password")}
          />
          <div className="mt-2 text-right">
            <Link to="/forgot-password" className="text-sm font-medium text-accent hover:underline">
              {t("login.forgotPassword")}
            </Link>
          </div>
        </div>
        <button type="submit" className={`${buttonStyles.primary} w-full py-2.5`} disabled={submitting}>
          {submitting ? t("login.submitting") : t("login.submit")}
        </button>
      </Form>

      <TrainingLinks />
    </AuthLayout>
  );
}

function TrainingLinks() {
  const { t } = useTranslation();
  const links = usePublicLinks();
  const items: { href: string; label: string; icon: IconName }[] = [
    { href: links.trainingCatalogue, label: t("login.trainingCatalogue"), icon: "academicCap" },
    { href: links.trainingTutorials, label: t("login.trainingTutorials"), icon: "play" },
    { href: links.trainingBrochure, label: t("login.trainingBrochure"), icon: "document" },
  ];
  return (
    <section aria-labelledby="training-title" className="mt-10 border-t border-line pt-6">
      <h2 id="training-title" className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">
        {t("login.trainingTitle")}
      </h2>
      <ul className="mt-3 space-y-1">
        {items.map((item) => (
          <li key={item.icon}>
            <a
              href={item.href}
              target="_blank"
              rel="noreferrer"
              className="group -mx-2 flex items-center gap-3 rounded-lg px-2 py-1.5 text-sm text-ink-muted hover:bg-surface-muted hover:text-ink"
            >
              <Icon name={item.icon} className="size-5 text-ink-subtle group-hover:text-accent" />
              <span className="flex-1">{item.label}</span>
              <Icon name="external" className="size-4 opacity-0 group-hover:opacity-100" />
              <span className="sr-only">({t("common.opensInNewTab")})</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
