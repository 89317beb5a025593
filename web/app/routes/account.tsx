import { Field, Label, Radio, RadioGroup } from "@headlessui/react";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, redirect, useFetcher, useNavigation } from "react-router";
import { z } from "zod";
import { AccountUpdateSchema, PasswordChangeSchema, SessionSchema } from "../../../domain/account/account-schemas";
import { PASSWORD_MIN_LENGTH } from "../../../domain/auth/auth-schemas";
import { THEMES } from "../../../domain/enums/other";
import { UserDetailSchema } from "../../../domain/users/user-schemas";
import { buttonStyles } from "../components/button-styles";
import { ConfirmDialog } from "../components/confirm-dialog";
import { controlStyles, labelStyles } from "../components/form/field-styles";
import { FormAlert } from "../components/form/form-alert";
import { FormSection } from "../components/form/form-section";
import { TextField } from "../components/form/text-field";
import { Icon } from "../components/icons";
import { PageHeader } from "../components/page-header";
import { RelativeDate } from "../components/relative-date";
import { ScreenErrorBoundary, screenTitleKey } from "../components/screen-error-boundary";
import { showSnackbar } from "../components/snackbar/snackbar-bus";
import { LANGUAGE_AUTONYMS, LOCALES, isLocale } from "../i18n/languages";
import { pageTitle } from "../i18n/page-title";
import { loadFromApi } from "../lib/api-data.server";
import { apiErrorFrom } from "../lib/api-error";
import { apiFetch } from "../lib/api.client";
import { callApi, setCookiesOf } from "../lib/api.server";
import { SESSION_COOKIE } from "../lib/cookies";
import { fieldMessagesFromZod, formValues, type FieldMessages } from "../lib/form-errors";
import { formFailureOf, type FormFailure } from "../lib/form-failure";
import { clearLocalSession } from "../lib/local-session";
import { usePreferences, type Theme } from "../lib/preferences";
import { useFieldErrorText } from "../lib/use-field-error-text";
import { describeUserAgent } from "../lib/user-agent";
import { useShell } from "./shell/+shared/shell-context";
import type { Route } from "./+types/account";

const PROFILE_FIELDS = ["first_name", "last_name", "email"] as const;
const PASSWORD_FIELDS = ["current_password", "new_password", "confirmation"] as const;

// The form asks for the new password twice; /v1 receives it once (PasswordChangeSchema).
const PasswordFormSchema = PasswordChangeSchema.extend({ confirmation: z.string() });

function checkProfile(formData: FormData): { input: z.infer<typeof AccountUpdateSchema> } | { fieldErrors: FieldMessages } {
  const values = formValues(formData, PROFILE_FIELDS);
  const missing: FieldMessages = {};
  for (const field of PROFILE_FIELDS) if (!values[field]) missing[field] = { key: "validation.required" };
  const parsed = AccountUpdateSchema.safeParse(values);
  if (!parsed.success) return { fieldErrors: { ...fieldMessagesFromZod(parsed.error), ...missing } };
  if (Object.keys(missing).length > 0) return { fieldErrors: missing };
  return { input: parsed.data };
}

function checkPassword(formData: FormData): { input: z.infer<typeof PasswordChangeSchema> } | { fieldErrors: FieldMessages } {
  const values = formValues(formData, PASSWORD_FIELDS);
  const parsed = PasswordFormSchema.safeParse({ confirmation: "", ...values });
  if (!parsed.success) return { fieldErrors: fieldMessagesFromZod(parsed.error) };
  if (parsed.data.new_password !== parsed.data.confirmation) return { fieldErrors: { confirmation: { key: "validation.passwordsDiffer" } } };
  return { input: { current_password: parsed.data.current_password, new_password: parsed.data.new_password } };
}

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, screenTitleKey(error, "pages.account"));
}

export async function loader(args: Route.LoaderArgs) {
  const [account, sessions] = await Promise.all([
    loadFromApi(args, "/account", UserDetailSchema),
    loadFromApi(args, "/account/sessions", z.array(SessionSchema)),
  ]);
  return { account: account.data, sessions: sessions.data, now: new Date().toISOString() };
}

function refused<I extends string>(intent: I, failure: FormFailure) {
  return data({ intent, ok: false as const, failure }, { status: failure.status || 502 });
}

const browserRefusal = (fieldErrors: FieldMessages): FormFailure => ({ status: 400, fieldErrors, formError: null, fields: [] });

export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const intent = formData.get("intent");

  if (intent === "password") {
    const checked = checkPassword(formData);
    if ("fieldErrors" in checked) return refused("password", browserRefusal(checked.fieldErrors));
    const response = await callApi(args, "/account/password", { method: "POST", json: checked.input });
    if (!response.ok) return refused("password", formFailureOf(await apiErrorFrom(response)));
    return data({ intent: "password" as const, ok: true as const });
  }

  if (intent === "revoke-session") {
    const id = String(formData.get("id") ?? "");
    const response = await callApi(args, `/account/sessions/${encodeURIComponent(id)}`, { method: "DELETE" });
    if (!response.ok) return refused("revoke-session", formFailureOf(await apiErrorFrom(response)));
    return data({ intent: "revoke-session" as const, ok: true as const });
  }

  if (intent === "logout-everywhere") {
    const response = await callApi(args, "/account/sessions", { method: "DELETE" });
    if (!response.ok && response.status !== 401) return refused("logout-everywhere", formFailureOf(await apiErrorFrom(response)));
    // Every session is gone, this one too: the API's cookie removal goes to the browser with the redirect.
    const headers = setCookiesOf(response);
    if (!headers.has("Set-Cookie")) headers.append("Set-Cookie", `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`);
    throw redirect("/login", { headers });
  }

  const checked = checkProfile(formData);
  if ("fieldErrors" in checked) return refused("profile", browserRefusal(checked.fieldErrors));
  const response = await callApi(args, "/account", { method: "PATCH", json: checked.input });
  if (!response.ok) return refused("profile", formFailureOf(await apiErrorFrom(response)));
  return data({ intent: "profile" as const, ok: true as const });
}

/** My account (spec 000 §2 /account): name and e-mail, password, preferences and signed-in devices. */
export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { account, sessions, now } = loaderData;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t("pages.account")} description={t("admin.account.intro")} />
      <div className="mt-6 space-y-5">
        <ProfileSection account={account} result={actionData?.intent === "profile" ? actionData : null} />
        <PasswordSection result={actionData?.intent === "password" ? actionData : null} />
        <PreferencesSection />
        <SessionsSection sessions={sessions} now={now} />
      </div>
    </div>
  );
}

type Result = { ok: true } | { ok: false; failure: FormFailure };

function ProfileSection({ account, result }: { account: z.infer<typeof UserDetailSchema>; result: Result | null }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [browserErrors, setBrowserErrors] = useState<FieldMessages | null>(null);
  const failure = result && !result.ok ? result.failure : null;
  const errorOf = useFieldErrorText(browserErrors ?? failure?.fieldErrors);
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "profile";

  useEffect(() => {
    if (result?.ok) showSnackbar({ key: "admin.common.saved", tone: "success" });
  }, [result]);

  function checkInBrowser(event: FormEvent<HTMLFormElement>) {
    const checked = checkProfile(new FormData(event.currentTarget));
    const errors = "fieldErrors" in checked ? checked.fieldErrors : null;
    setBrowserErrors(errors);
    if (errors) event.preventDefault();
  }

  return (
    <FormSection title={t("admin.account.profile")}>
      <Form method="post" noValidate onSubmit={checkInBrowser} className="space-y-4" aria-label={t("admin.account.profile")}>
        <input type="hidden" name="intent" value="profile" />
        {failure?.formError ? <FormAlert tone="error">{t(failure.formError)}</FormAlert> : null}
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
        <div className="flex justify-end">
          <button type="submit" className={buttonStyles.primary} disabled={saving}>
            {saving ? t("admin.common.saving") : t("admin.common.save")}
          </button>
        </div>
      </Form>
    </FormSection>
  );
}

function PasswordSection({ result }: { result: Result | null }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [browserErrors, setBrowserErrors] = useState<FieldMessages | null>(null);
  const [formKey, setFormKey] = useState(0);
  const failure = result && !result.ok ? result.failure : null;
  const errorOf = useFieldErrorText(browserErrors ?? failure?.fieldErrors);
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "password";

  // Changed: empty the form, so the passwords do not stay in the page.
  useEffect(() => {
    if (result?.ok) setFormKey((key) => key + 1);
  }, [result]);

  function checkInBrowser(event: FormEvent<HTMLFormElement>) {
    const checked = checkPassword(new FormData(event.currentTarget));
    const errors = "fieldErrors" in checked ? checked.fieldErrors : null;
    setBrowserErrors(errors);
    if (errors) event.preventDefault();
  }

  return (
    <FormSection title={t("admin.account.password")} description={t("admin.account.passwordIntro")}>
      <Form key={formKey} method="post" noValidate onSubmit={checkInBrowser} className="space-y-4" aria-label={t("admin.account.password")}>
        <input type="hidden" name="intent" value="password" />
        {result?.ok ? <FormAlert tone="success">{t("admin.account.passwordChanged")}</FormAlert> : null}
        {failure?.formError ? <FormAlert tone="error">{t(failure.formError)}</FormAlert> : null}
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

const THEME_LABELS = { light: "settings.themeLight", dark: "settings.themeDark" } as const;

/**
 * Language and theme apply at once and are kept in this browser (cookie and localStorage, as the
 * header's switches do) and on the account (PATCH /v1/account), so they follow the user elsewhere.
 */
function PreferencesSection() {
  const { t } = useTranslation();
  const { theme, setTheme, locale, setLocale } = usePreferences();

  function saveOnAccount(change: { theme: Theme } | { locale: (typeof LOCALES)[number] }) {
    apiFetch("/account", { method: "PATCH", json: change }).then(
      () => showSnackbar({ key: "admin.account.preferencesSaved", tone: "success" }),
      () => {}, // apiFetch already showed the failure
    );
  }

  return (
    <FormSection title={t("admin.account.preferences")} description={t("admin.account.preferencesIntro")}>
      <Field>
        <Label className={labelStyles}>{t("settings.theme")}</Label>
        <RadioGroup
          value={theme}
          onChange={(next: Theme) => {
            setTheme(next);
            saveOnAccount({ theme: next });
          }}
          className="mt-2 grid max-w-sm grid-cols-2 gap-2"
          aria-label={t("settings.theme")}
        >
          {THEMES.map((value) => (
            <Radio
              key={value}
              value={value}
              className="flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-line-strong px-3 py-2 text-sm data-checked:border-primary-500 data-checked:bg-accent-soft data-checked:font-medium data-checked:text-accent-ink data-focus:outline-2 data-focus:outline-primary-500"
            >
              <Icon name={value === "dark" ? "moon" : "sun"} className="size-4" />
              {t(THEME_LABELS[value])}
            </Radio>
          ))}
        </RadioGroup>
      </Field>
      <div className="max-w-sm">
        <label htmlFor="account-locale" className={labelStyles}>
          {t("settings.language")}
        </label>
        <select
          id="account-locale"
          value={locale}
          onChange={(event) => {
            const next = event.target.value;
            if (!isLocale(next)) return;
            setLocale(next);
            saveOnAccount({ locale: next });
          }}
          className={`mt-1.5 ${controlStyles(false)}`}
        >
          {LOCALES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_AUTONYMS[language]}
            </option>
          ))}
        </select>
      </div>
    </FormSection>
  );
}

function SessionsSection({ sessions, now }: { sessions: z.infer<typeof SessionSchema>[]; now: string }) {
  const { t } = useTranslation();
  const shell = useShell();
  const revoke = useFetcher<typeof action>();
  const everywhere = useFetcher<typeof action>();
  const [confirming, setConfirming] = useState(false);

  const revokeResult = revoke.data;
  useEffect(() => {
    if (revokeResult?.intent === "revoke-session" && revokeResult.ok) showSnackbar({ key: "admin.account.sessionRevoked", tone: "success" });
  }, [revokeResult]);

  const failure = [revokeResult, everywhere.data].find((result) => result && !result.ok);

  return (
    <FormSection title={t("admin.account.sessions")} description={t("admin.account.sessionsIntro")}>
      {failure && !failure.ok ? <FormAlert tone="error">{t(failure.failure.formError ?? "errors.unknown")}</FormAlert> : null}
      <ul className="divide-y divide-line rounded-lg border border-line" data-testid="sessions">
        {sessions.map((session) => {
          const device = describeUserAgent(session.user_agent);
          const name =
            device.browser && device.os
              ? t("admin.account.deviceOn", { browser: device.browser, os: device.os })
              : (device.browser ?? device.os ?? t("admin.account.unknownDevice"));
          return (
            <li key={session.id} className="flex flex-wrap items-center gap-3 px-3 py-3" data-testid="session" data-current={session.current || undefined}>
              <Icon name={device.kind === "computer" ? "computer" : "phone"} className="size-6 shrink-0 text-ink-subtle" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
                  {name}
                  {session.current ? (
                    <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200">
                      {t("admin.account.thisDevice")}
                    </span>
                  ) : null}
                </p>
                <p className="text-xs text-ink-muted">
                  {t("admin.account.signedIn")} <RelativeDate value={session.created_at} now={now} withExact />
                </p>
              </div>
              {session.current ? (
                <button type="button" className={buttonStyles.ghost} onClick={shell.logOut}>
                  <Icon name="logout" className="size-4" />
                  {t("shell.logout")}
                </button>
              ) : (
                <revoke.Form method="post">
                  <input type="hidden" name="id" value={session.id} />
                  <button type="submit" name="intent" value="revoke-session" className={buttonStyles.ghost} disabled={revoke.state !== "idle"}>
                    <Icon name="logout" className="size-4" />
                    <span>
                      {t("admin.account.revoke")}
                      <span className="sr-only"> ({name})</span>
                    </span>
                  </button>
                </revoke.Form>
              )}
            </li>
          );
        })}
      </ul>
      <div className="flex justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={() => setConfirming(true)}>
          {t("admin.account.logoutEverywhere")}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        busy={everywhere.state !== "idle"}
        onConfirm={() => {
          // What this browser knows of the user goes too; the server sends it to the login screen.
          clearLocalSession();
          void everywhere.submit({ intent: "logout-everywhere" }, { method: "post" });
        }}
        title={t("admin.account.logoutEverywhereTitle")}
        description={t("admin.account.logoutEverywhereDescription")}
        confirmLabel={t("admin.account.logoutEverywhere")}
      />
    </FormSection>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
