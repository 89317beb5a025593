import { useEffect, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { Form, Link, useFetcher, useLocation, useNavigation, useSearchParams } from "react-router";
import { buttonStyles } from "#web/app/components/button-styles";
import { ConfirmDialog } from "#web/app/components/confirm-dialog";
import { Icon } from "#web/app/components/icons";
import { RelativeDate } from "#web/app/components/relative-date";
import { ScreenErrorBoundary, screenTitleKey } from "#web/app/components/screen-error-boundary";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { pageTitle } from "#web/app/i18n/page-title";
import { checkOf } from "#web/app/lib/forms/parse-form";
import { formMessagesOf } from "#web/app/lib/forms/refusal";
import { useRefusableForm } from "#web/app/lib/forms/use-refusable-form";
import { VERSION_FIELD } from "#web/app/lib/row-version";
import { useShell } from "../shell/+shared/shell-context";
import { FormAlert } from "#web/app/components/form/form-alert";
import { ApiTokenDialog } from "./+shared/api-token-dialog";
import { canControlAccount, canManageUser, maySeeApiToken } from "#domain/users/user-rights";
import { screenGranter } from "./+shared/screen-granter";
import { DeletionMessage } from "./+shared/deletion-message";
import { deletionSummary } from "./+shared/deletion-summary";
import { GrantRefusal } from "./+shared/grant-refusal";
import { userAreaOf, usersPath } from "./+shared/user-area";
import { UserFormFields } from "./+shared/user-form-fields";
import { checkUserUpdate } from "./+shared/user-input";
import { deleteOneUserFrom, issueApiTokenFrom, loadUserScreen, sendPasswordResetFrom, updateUserFrom } from "./+shared/users.server";
import type { Route } from "./+types/detail";

const checkUserUpdateForm = checkOf(checkUserUpdate);

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, screenTitleKey(error, "admin.titles.userDetail"));
}

export async function loader(args: Route.LoaderArgs) {
  return loadUserScreen(args);
}

export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  switch (formData.get("intent")) {
    case "reset-password":
      return sendPasswordResetFrom(args);
    case "api-token":
      return issueApiTokenFrom(args);
    case "delete":
      return deleteOneUserFrom(args, formData);
    default:
      return updateUserFrom(args, formData);
  }
}

/** A user's page (spec 000 §2 /admin/users/{id}, /space/users/{id}): every field, and what can be done. */
export default function UserDetailScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const area = userAreaOf(pathname);
  const shell = useShell();
  const navigation = useNavigation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { user, spaces, now } = loaderData;
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;

  const resetFetcher = useFetcher<typeof action>();
  const tokenFetcher = useFetcher<typeof action>();
  const deleteFetcher = useFetcher<typeof action>();
  const [shownToken, setShownToken] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const update = actionData?.intent === "update" ? actionData : null;
  const updateRefusal = update && !update.ok ? update : null;
  const { errorOf, formMessages, formProps } = useRefusableForm({ check: checkUserUpdateForm, lastResult: updateRefusal?.reply });
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "update";

  // Just created (the create screen redirected here): say so once, and drop the flag from the URL.
  const justCreated = searchParams.get("created") === "1";
  useEffect(() => {
    if (!justCreated) return;
    showSnackbar({ key: "admin.users.createdSnackbar", values: { email: user.email }, tone: "success" });
    setSearchParams({}, { replace: true, preventScrollReset: true });
  }, [justCreated, user.email, setSearchParams]);

  useEffect(() => {
    if (!update?.ok) return;
    showSnackbar({ key: "admin.common.saved", tone: "success" });
    if (update.apiToken) setShownToken(update.apiToken);
  }, [update]);

  const resetResult = resetFetcher.data;
  useEffect(() => {
    if (resetResult?.intent === "reset-password" && resetResult.ok) {
      showSnackbar({ key: "admin.users.resetSent", values: { email: user.email }, tone: "success" });
    }
  }, [resetResult, user.email]);

  const tokenResult = tokenFetcher.data;
  useEffect(() => {
    if (tokenResult?.intent === "api-token" && tokenResult.ok) setShownToken(tokenResult.apiToken);
  }, [tokenResult]);

  const deleteResult = deleteFetcher.data;
  // A deleted user's page redirects to the list; what comes back here is a refusal.
  const deletion =
    deleteResult?.intent === "delete" && deleteResult.ok ? deletionSummary(deleteResult.answer, new Map([[user.id, name]])) : null;

  // The first failure among the header actions, shown above the form.
  const actionFailure = [resetResult, tokenResult, deleteResult].find((result) => result && !result.ok);

  const isSelf = user.id === shell.user.id;
  const granter = screenGranter(shell, spaces);
  const manageable = canManageUser(granter, user);
  // A user who also belongs to spaces the caller does not manage: editable, but not theirs to take over.
  const controllable = canControlAccount(granter, user);

  return (
    <div className="mx-auto max-w-5xl">
      <Link to={usersPath(area)} className="inline-flex items-center gap-1.5 text-sm text-ink-muted hover:text-ink">
        <Icon name="arrowLeft" className="size-4" />
        {area === "admin" ? t("pages.adminUsers") : t("pages.spaceUsers")}
      </Link>

      <div className="mt-3 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{name}</h1>
          <p className="mt-1 text-sm break-all text-ink-muted">{user.email}</p>
        </div>
        {manageable ? (
          <div className="flex flex-wrap gap-2">
            <Link to={usersPath(area, `/update/${user.id}`)} className={buttonStyles.secondary}>
              <Icon name="phone" className="size-4" />
              {t("admin.common.mobileEdit")}
            </Link>
            {controllable ? (
              <resetFetcher.Form method="post">
                <button
                  type="submit"
                  name="intent"
                  value="reset-password"
                  className={buttonStyles.secondary}
                  disabled={resetFetcher.state !== "idle"}
                >
                  <Icon name="send" className="size-4" />
                  {t("admin.users.resetPassword")}
                </button>
              </resetFetcher.Form>
            ) : null}
            {user.api_access && maySeeApiToken(granter, shell.user.id, user.id) ? (
              <tokenFetcher.Form method="post">
                <button
                  type="submit"
                  name="intent"
                  value="api-token"
                  className={buttonStyles.secondary}
                  disabled={tokenFetcher.state !== "idle"}
                >
                  <Icon name="key" className="size-4" />
                  {t("admin.users.newToken")}
                </button>
              </tokenFetcher.Form>
            ) : null}
            {isSelf || !controllable ? null : (
              <button type="button" className={buttonStyles.secondary} onClick={() => setConfirmingDelete(true)}>
                <Icon name="trash" className="size-4" />
                {t("admin.common.delete")}
              </button>
            )}
          </div>
        ) : null}
      </div>

      <dl className="mt-6 grid gap-4 rounded-xl border border-line bg-surface p-4 text-sm shadow-xs sm:grid-cols-3 sm:p-5">
        <div>
          <dt className="text-xs font-medium text-ink-subtle">{t("admin.users.lastLogin")}</dt>
          <dd className="mt-1 text-ink" data-testid="last-login">
            {user.last_login_at ? <RelativeDate value={user.last_login_at} now={now} withExact /> : t("admin.users.neverLoggedIn")}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-ink-subtle">{t("admin.users.v3LastLogin")}</dt>
          <dd className="mt-1 text-ink">
            {user.v3_last_login_at ? <RelativeDate value={user.v3_last_login_at} now={now} withExact /> : t("admin.users.neverLoggedIn")}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-ink-subtle">{t("admin.users.createdAt")}</dt>
          <dd className="mt-1 text-ink">
            <RelativeDate value={user.created_at} now={now} withExact />
          </dd>
        </div>
      </dl>

      <div className="mt-4 space-y-3" aria-live="polite">
        {manageable ? null : <FormAlert tone="info">{t("admin.users.readOnly")}</FormAlert>}
        {manageable && !controllable ? <FormAlert tone="info">{t("admin.users.otherSpacesNote")}</FormAlert> : null}
        {actionFailure && !actionFailure.ok ? <GrantRefusal messages={formMessagesOf(actionFailure.reply)} /> : null}
        {deletion ? <DeletionMessage summary={deletion} /> : null}
      </div>

      <Form method="post" {...formProps} className="mt-4 space-y-4" aria-label={t("admin.users.editForm")}>
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name={VERSION_FIELD} value={user.updated_at} />
        <GrantRefusal messages={formMessages} />
        {/* A user holding rights the administrator lacks is shown, not editable. */}
        <fieldset disabled={!manageable} className="min-w-0">
          <UserFormFields
            mode="update"
            layout="wide"
            user={user}
            callerPermissions={shell.permissions}
            spaces={spaces}
            groups={loaderData.groups}
            groupsEditable={controllable}
            errorOf={errorOf}
          />
        </fieldset>
        {manageable ? (
          <div className="flex justify-end">
            <button type="submit" className={buttonStyles.primary} disabled={saving}>
              {saving ? t("admin.common.saving") : t("admin.common.save")}
            </button>
          </div>
        ) : null}
      </Form>

      <ApiTokenDialog token={shownToken} email={user.email} onClose={() => setShownToken(null)} />
      <ConfirmDialog
        open={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        busy={deleteFetcher.state !== "idle"}
        onConfirm={() => {
          const formData = new FormData();
          formData.set("intent", "delete");
          formData.set("ids", String(user.id));
          formData.set(`label-${user.id}`, name);
          void deleteFetcher.submit(formData, { method: "post" });
          setConfirmingDelete(false);
        }}
        title={t("admin.users.deleteTitle", { count: 1 })}
        description={t("admin.users.deleteOneDescription", { name })}
        confirmLabel={t("admin.common.delete")}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
