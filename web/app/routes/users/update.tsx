import { useEffect, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { buttonStyles } from "#web/app/components/button-styles";
import { Icon } from "#web/app/components/icons";
import { ScreenErrorBoundary, screenTitleKey } from "#web/app/components/screen-error-boundary";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { pageTitle } from "#web/app/i18n/page-title";
import { checkOf } from "#web/app/lib/forms/parse-form";
import { useRefusableForm } from "#web/app/lib/forms/use-refusable-form";
import { useShell } from "../shell/+shared/shell-context";
import { focusFirstInvalid } from "#web/app/lib/focus-first-invalid";
import { VERSION_FIELD } from "#web/app/lib/row-version";
import { FormAlert } from "#web/app/components/form/form-alert";
import { ApiTokenDialog } from "./+shared/api-token-dialog";
import { canControlAccount, canManageUser } from "#domain/users/user-rights";
import { screenGranter } from "./+shared/screen-granter";
import { GrantRefusal } from "./+shared/grant-refusal";
import { userAreaOf, usersPath } from "./+shared/user-area";
import { UserFormFields } from "./+shared/user-form-fields";
import { checkUserUpdate } from "./+shared/user-input";
import { loadUserScreen, updateUserFrom } from "./+shared/users.server";
import type { Route } from "./+types/update";

const checkUserUpdateForm = checkOf(checkUserUpdate);

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, screenTitleKey(error, "admin.titles.userUpdate"));
}

export async function loader(args: Route.LoaderArgs) {
  return loadUserScreen(args);
}

export async function action(args: Route.ActionArgs) {
  return updateUserFrom(args, await args.request.formData());
}

/**
 * The mobile-style update screen (spec 000 §2 /admin/users/update/{id}, /space/users/update/{id}):
 * one column, phone-sized controls, the save button always within thumb's reach.
 */
export default function UserUpdate({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const area = userAreaOf(pathname);
  const shell = useShell();
  const navigation = useNavigation();
  const { user, spaces } = loaderData;
  const [shownToken, setShownToken] = useState<string | null>(null);
  const refusal = actionData && !actionData.ok ? actionData : null;
  const { errorOf, formMessages, formProps } = useRefusableForm({ check: checkUserUpdateForm, lastResult: refusal?.reply });
  const saving = navigation.state === "submitting";

  useEffect(() => {
    if (actionData && !actionData.ok) focusFirstInvalid();
    if (!actionData?.ok) return;
    showSnackbar({ key: "admin.common.saved", tone: "success" });
    if (actionData.apiToken) setShownToken(actionData.apiToken);
  }, [actionData]);

  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  const granter = screenGranter(shell, spaces);
  const manageable = canManageUser(granter, user);
  const controllable = canControlAccount(granter, user);

  return (
    <div className="mx-auto max-w-lg">
      <div className="flex items-center gap-2">
        <Link to={usersPath(area, `/${user.id}`)} className={buttonStyles.icon} aria-label={t("admin.common.backTo", { name })}>
          <Icon name="arrowLeft" />
        </Link>
        <div className="min-w-0">
          <h1 className="truncate text-xl font-semibold tracking-tight text-ink">{t("admin.titles.userUpdate")}</h1>
          <p className="truncate text-sm text-ink-muted">{name}</p>
        </div>
      </div>

      <Form method="post" {...formProps} className="mt-5 space-y-4" aria-label={t("admin.titles.userUpdate")}>
        <input type="hidden" name={VERSION_FIELD} value={user.updated_at} />
        <GrantRefusal messages={formMessages} />
        {manageable ? null : <FormAlert tone="info">{t("admin.users.readOnly")}</FormAlert>}
        {manageable && !controllable ? <FormAlert tone="info">{t("admin.users.otherSpacesNote")}</FormAlert> : null}
        <fieldset disabled={!manageable} className="min-w-0">
          <UserFormFields
            mode="update"
            layout="mobile"
            user={user}
            callerPermissions={shell.permissions}
            spaces={spaces}
            groups={loaderData.groups}
            groupsEditable={controllable}
            errorOf={errorOf}
          />
        </fieldset>
        {manageable ? (
          <div
            data-save-bar
            className="sticky bottom-[calc(3.625rem+env(safe-area-inset-bottom))] z-10 -mx-4 border-t border-line bg-canvas/95 px-4 py-3 backdrop-blur md:bottom-0 md:mx-0 md:rounded-xl md:border"
          >
            <button type="submit" className={`${buttonStyles.primary} w-full py-3 text-base`} disabled={saving}>
              {saving ? t("admin.common.saving") : t("admin.common.save")}
            </button>
          </div>
        ) : null}
      </Form>

      <ApiTokenDialog token={shownToken} email={user.email} onClose={() => setShownToken(null)} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
