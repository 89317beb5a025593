import { useTranslation } from "#web/app/i18n/use-translation";
import { Outlet, redirect, useActionData } from "react-router";
import { hasPermission } from "#domain/auth/permissions";
import { MultipostingCredentialsInputSchema, MultipostingSettingsSchema } from "#domain/job-offers/job-offer-schemas";
import { formatDateTime } from "#domain/format/format-date-time";
import { ChooseSpace } from "#web/app/components/choose-space";
import { FormAlert } from "#web/app/components/form/form-alert";
import { PageHeader } from "#web/app/components/page-header";
import { ScreenErrorBoundary, screenTitleKey } from "#web/app/components/screen-error-boundary";
import { pageTitle } from "#web/app/i18n/page-title";
import { callApi, loadFromApi } from "#web/app/lib/api.server";
import { parseForm } from "#web/app/lib/forms/parse-form";
import { refused } from "#web/app/lib/forms/refusal";
import { refusalFrom, withRefusalStatus } from "#web/app/lib/forms/refusal.server";
import { workingSpaceIdOf } from "#web/app/lib/selected-space.server";
import { requirePermission } from "#web/app/lib/session.server";
import { CredentialsForm } from "./+shared/credentials-form";
import type { Route } from "./+types/layout";

// /multiposting (spec 000 §2: "multiposting permission and credentials"; decision 0046). Without the
// permission the area does not exist (404). Without the space's Talentplug credentials it says the
// spec's message (§8 "no or invalid multiposting credentials") and offers their form to whoever may set
// them (its administrators and the owners); with them, its screens, and the account for those users.

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, screenTitleKey(error, "pages.multiposting"));
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requirePermission(args, "multiposting");
  const spaceId = workingSpaceIdOf(args.request, session);
  const maySetCredentials = hasPermission(session.permissions, "space-users");
  if (spaceId === null) return { spaceId, settings: null, maySetCredentials };
  const { data: settings } = await loadFromApi(args, `/spaces/${spaceId}/multiposting`, MultipostingSettingsSchema);
  return { spaceId, settings, maySetCredentials };
}

/** The credentials form (posted to /multiposting, this layout): Talentplug checks them, then they are saved. */
export async function action(args: Route.ActionArgs) {
  const session = await requirePermission(args, "multiposting");
  const spaceId = workingSpaceIdOf(args.request, session);
  const submission = parseForm(await args.request.formData(), MultipostingCredentialsInputSchema);
  if (submission.status !== "success" || spaceId === null)
    return withRefusalStatus(refused(422, submission.reply({ hideFields: ["password"] })));
  const response = await callApi(args, `/spaces/${spaceId}/multiposting`, { method: "PUT", json: submission.value });
  if (!response.ok) return withRefusalStatus(await refusalFrom(args, response, { submission, hideFields: ["password"] }));
  // Checked and saved: the offers, which the space can now publish.
  throw redirect("/multiposting?credentials=saved");
}

export default function MultipostingArea({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const actionData = useActionData<typeof action>();
  const { spaceId, settings, maySetCredentials } = loaderData;
  if (spaceId === null || settings === null) {
    return (
      <div className="space-y-6">
        <PageHeader title={t("shell.multiposting")} />
        <ChooseSpace
          title={t("multiposting.noSpace.title")}
          message={t("multiposting.noSpace.message")}
          choose={t("multiposting.noSpace.choose")}
        />
      </div>
    );
  }
  if (!settings.configured) {
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        <PageHeader title={t("shell.multiposting")} description={t("multiposting.intro")} />
        <div data-testid="multiposting-no-credentials">
          <FormAlert tone="info">
            <p className="font-medium">{t("errors.multipostingCredentialsMissing")}</p>
            <p className="mt-1">
              {maySetCredentials ? t("multiposting.credentials.askAdmin") : t("multiposting.credentials.askYourAdmin")}
            </p>
          </FormAlert>
        </div>
        {maySetCredentials ? (
          <section aria-labelledby="credentials-title" className="rounded-xl border border-line bg-surface p-4 shadow-xs">
            <h2 id="credentials-title" className="mb-4 text-base font-semibold text-ink">
              {t("multiposting.credentials.title")}
            </h2>
            <CredentialsForm login={null} lastResult={actionData?.reply ?? null} />
          </section>
        ) : null}
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <Outlet />
      {maySetCredentials ? (
        <details className="rounded-xl border border-line bg-surface p-4 shadow-xs" open={actionData ? true : undefined}>
          <summary className="cursor-pointer text-sm font-medium text-ink">
            {t("multiposting.credentials.summary", {
              login: settings.login ?? "",
              date: settings.checked_at ? formatDateTime(new Date(settings.checked_at), i18n.language) : "",
            })}
          </summary>
          <div className="mt-4">
            <CredentialsForm login={settings.login} lastResult={actionData?.reply ?? null} />
          </div>
        </details>
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
