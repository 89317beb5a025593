import { useTranslation } from "#web/app/i18n/use-translation";
import { data, Form, Link, redirect, useLocation, useNavigate, useNavigation } from "react-router";
import { UserWriteAnswerSchema } from "#domain/users/user-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { FormAlert } from "#web/app/components/form/form-alert";
import { Icon } from "#web/app/components/icons";
import { PageHeader } from "#web/app/components/page-header";
import { ScreenErrorBoundary, screenTitleKey } from "#web/app/components/screen-error-boundary";
import { pageTitle } from "#web/app/i18n/page-title";
import { loadAllSpaces } from "#web/app/lib/all-spaces.server";
import { callApi } from "#web/app/lib/api.server";
import { checkOf } from "#web/app/lib/forms/parse-form";
import { useRefusableForm } from "#web/app/lib/forms/use-refusable-form";
import { useSelectedSpace } from "#web/app/lib/selected-space";
import { useShell } from "../shell/+shared/shell-context";
import { ApiTokenDialog } from "./+shared/api-token-dialog";
import { GrantRefusal } from "./+shared/grant-refusal";
import { userAreaOf, usersPath } from "./+shared/user-area";
import { UserFormFields } from "./+shared/user-form-fields";
import { checkUserCreate } from "./+shared/user-input";
import { loadGroups, userFormRefusal, userRefusal } from "./+shared/users.server";
import type { Route } from "./+types/create";

const checkUserCreateForm = checkOf(checkUserCreate);

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, screenTitleKey(error, "admin.titles.userCreate"));
}

export async function loader(args: Route.LoaderArgs) {
  const [spaces, groups] = await Promise.all([loadAllSpaces(args), loadGroups(args)]);
  return { spaces, groups };
}

/**
 * POST /v1/users. Without an API token to show, straight to the new user's page; with one, the token
 * is shown here once (it cannot be carried through a redirect without being stored somewhere).
 */
export async function action(args: Route.ActionArgs) {
  const area = userAreaOf(new URL(args.request.url).pathname);
  const checked = checkUserCreate(await args.request.formData());
  if ("fieldErrors" in checked) return userFormRefusal("create", checked.fieldErrors);
  const response = await callApi(args, "/users", { method: "POST", json: checked.input });
  if (!response.ok) return userRefusal("create", response);
  const { user, api_token } = UserWriteAnswerSchema.parse(await response.json());
  if (!api_token) throw redirect(usersPath(area, `/${user.id}?created=1`));
  return data({ intent: "create" as const, ok: true as const, user: { id: user.id, email: user.email }, apiToken: api_token });
}

/** User creation (spec 000 §2): the same screen in /admin/users/create and /space/users/create. */
export default function UserCreate({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const area = userAreaOf(pathname);
  const shell = useShell();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const selectedSpace = useSelectedSpace();
  const refusal = actionData && !actionData.ok ? actionData : null;
  const { errorOf, formMessages, formProps } = useRefusableForm({ check: checkUserCreateForm, lastResult: refusal?.reply });
  const created = actionData?.ok ? actionData : null;
  const submitting = navigation.state === "submitting";

  // A new user starts in the space the creator works in, or in their only space.
  const { spaces } = loaderData;
  const defaultSpaceIds =
    selectedSpace && spaces.some((space) => space.id === selectedSpace.id)
      ? [selectedSpace.id]
      : spaces.length === 1 && spaces[0]
        ? [spaces[0].id]
        : [];

  return (
    <div className="mx-auto max-w-5xl">
      <Link to={usersPath(area)} className="inline-flex items-center gap-1.5 text-sm text-ink-muted hover:text-ink">
        <Icon name="arrowLeft" className="size-4" />
        {area === "admin" ? t("pages.adminUsers") : t("pages.spaceUsers")}
      </Link>
      <div className="mt-3">
        <PageHeader title={t("admin.titles.userCreate")} description={t("admin.users.createIntro")} />
      </div>

      <Form method="post" {...formProps} className="mt-6 space-y-4" aria-label={t("admin.titles.userCreate")}>
        <GrantRefusal messages={formMessages} />
        {/* Remounted once the remembered space is known (after hydration), to tick it. */}
        <UserFormFields
          key={selectedSpace?.id ?? "none"}
          mode="create"
          layout="wide"
          user={null}
          callerPermissions={shell.permissions}
          spaces={spaces}
          defaultSpaceIds={defaultSpaceIds}
          groups={loaderData.groups}
          groupsEditable
          errorOf={errorOf}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to={usersPath(area)} className={buttonStyles.secondary}>
            {t("common.cancel")}
          </Link>
          <button type="submit" className={buttonStyles.primary} disabled={submitting}>
            {submitting ? t("admin.common.saving") : t("admin.users.createSubmit")}
          </button>
        </div>
      </Form>

      {created ? (
        <div className="mt-4">
          <FormAlert tone="success">{t("admin.users.created", { email: created.user.email })}</FormAlert>
        </div>
      ) : null}
      <ApiTokenDialog
        token={created?.apiToken ?? null}
        email={created?.user.email ?? ""}
        onClose={() => {
          if (created) void navigate(usersPath(area, `/${created.user.id}`));
        }}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
