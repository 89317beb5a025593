import { useTranslation } from "#web/app/i18n/use-translation";
import { data, redirect } from "react-router";
import { z } from "zod";
import { SessionSchema } from "#domain/account/account-schemas";
import { UserDetailSchema } from "#domain/users/user-schemas";
import { PageHeader } from "../components/page-header";
import { ScreenErrorBoundary, screenTitleKey } from "../components/screen-error-boundary";
import { pageTitle } from "../i18n/page-title";
import { callApi, loadFromApi, setCookiesOf } from "../lib/api.server";
import { apiErrorFrom } from "../lib/api-error";
import { SESSION_COOKIE } from "../lib/cookies";
import { refusalOf, type FieldMessages } from "../lib/forms/refusal";
import { refusalOfApiError } from "../lib/forms/refusal.server";
import { ifMatchOf } from "../lib/row-version";
import { checkPassword, checkProfile } from "./+account/account-checks";
import { PasswordSection } from "./+account/password-section";
import { PreferencesSection } from "./+account/preferences-section";
import { ProfileSection } from "./+account/profile-section";
import { ApiTokenSection } from "./+account/api-token-section";
import { SessionsSection } from "./+account/sessions-section";
import type { Route } from "./+types/account";

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

/** The form's own check refused it: the messages under their fields. */
function refused<I extends string>(intent: I, fields: FieldMessages) {
  return data({ intent, ...refusalOf(400, fields) }, { status: 400 });
}

/**
 * /v1 refused: its fields under theirs, anything else above the form (the sessions' buttons have no
 * fields: the message alone, above the list). Signed out meanwhile is said there too.
 */
async function refusedByApi<I extends string>(intent: I, response: Response) {
  const refusal = refusalOfApiError(await apiErrorFrom(response));
  return data({ intent, ...refusal }, { status: refusal.status });
}

export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const intent = formData.get("intent");

  if (intent === "password") {
    const checked = checkPassword(formData);
    if ("fieldErrors" in checked) return refused("password", checked.fieldErrors);
    const response = await callApi(args, "/account/password", { method: "POST", json: checked.input });
    if (!response.ok) return refusedByApi("password", response);
    return data({ intent: "password" as const, ok: true as const });
  }

  if (intent === "revoke-session") {
    const id = String(formData.get("id") ?? "");
    const response = await callApi(args, `/account/sessions/${encodeURIComponent(id)}`, { method: "DELETE" });
    if (!response.ok) return refusedByApi("revoke-session", response);
    return data({ intent: "revoke-session" as const, ok: true as const });
  }

  if (intent === "api-token") {
    // The user's own token, an integration's or the mobile app's (decision 0043); /v1 checks it is theirs.
    const id = String(formData.get("id") ?? "");
    const response = await callApi(args, `/users/${encodeURIComponent(id)}/api-token`, {
      method: "POST",
      json: { mobile_app: formData.get("mobile_app") === "on" },
    });
    if (!response.ok) return refusedByApi("api-token", response);
    const { api_token, mobile_app } = z.object({ api_token: z.string(), mobile_app: z.boolean() }).parse(await response.json());
    return data({ intent: "api-token" as const, ok: true as const, apiToken: api_token, mobileApp: mobile_app });
  }

  if (intent === "logout-everywhere") {
    const response = await callApi(args, "/account/sessions", { method: "DELETE" });
    if (!response.ok && response.status !== 401) return refusedByApi("logout-everywhere", response);
    // Every session is gone, this one too: the API's cookie removal goes to the browser with the redirect.
    const headers = setCookiesOf(response);
    if (!headers.has("Set-Cookie")) headers.append("Set-Cookie", `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`);
    throw redirect("/login", { headers });
  }

  const checked = checkProfile(formData);
  if ("fieldErrors" in checked) return refused("profile", checked.fieldErrors);
  const response = await callApi(args, "/account", { method: "PATCH", json: checked.input, ifMatch: ifMatchOf(formData) });
  if (!response.ok) return refusedByApi("profile", response);
  return data({ intent: "profile" as const, ok: true as const });
}

/**
 * My account (spec 000 §2 /account): name and e-mail, password, preferences, signed-in devices, and for
 * a user with API access their token (an integration's or the mobile app's).
 */
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
        {account.api_access ? <ApiTokenSection account={account} /> : null}
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
