import { useEffect, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { Form, Link, useFetcher, useNavigation, useSearchParams } from "react-router";
import { SpaceDetailSchema } from "#domain/spaces/space-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { ConfirmDialog } from "#web/app/components/confirm-dialog";
import { FormAlert } from "#web/app/components/form/form-alert";
import { Icon } from "#web/app/components/icons";
import { RelativeDate } from "#web/app/components/relative-date";
import { ScreenErrorBoundary, screenTitleKey } from "#web/app/components/screen-error-boundary";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { pageTitle } from "#web/app/i18n/page-title";
import { checkOf } from "#web/app/lib/forms/parse-form";
import { useRefusableForm } from "#web/app/lib/forms/use-refusable-form";
import { RefusalAlert } from "#web/app/components/form/refusal-alert";
import { loadFromApi } from "#web/app/lib/api.server";
import { numericIdParam } from "#web/app/lib/route-params.server";
import { VERSION_FIELD } from "#web/app/lib/row-version";
import { SpaceFormFields } from "./+shared/space-form-fields";
import { ALL_SPACE_FIELDS, checkSpaceUpdate } from "./+shared/space-input";
import { deleteOrRestoreSpace, updateSpaceFrom } from "./+shared/spaces.server";
import type { Route } from "./+types/space-detail";

const checkSpaceForm = checkOf((formData: FormData) => checkSpaceUpdate(formData, ALL_SPACE_FIELDS));

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, screenTitleKey(error, "admin.titles.spaceDetail"));
}

export async function loader(args: Route.LoaderArgs) {
  const id = numericIdParam(args.params.id);
  const space = await loadFromApi(args, `/spaces/${id}`, SpaceDetailSchema);
  return { space: space.data, now: new Date().toISOString() };
}

export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const intent = formData.get("intent");
  if (intent === "delete" || intent === "restore") return deleteOrRestoreSpace(args, numericIdParam(args.params.id), intent);
  return updateSpaceFrom(args, formData);
}

/** A space's page (spec 000 §2 /admin/spaces/{id}): every field of the Space entity, grouped. */
export default function SpaceDetailScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { space, now } = loaderData;
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const lifecycle = useFetcher<typeof action>();
  const update = actionData?.intent === "update" ? actionData : null;
  const refusal = update && !update.ok ? update : null;
  const { errorOf, formError, formProps } = useRefusableForm({ check: checkSpaceForm, lastResult: refusal?.reply });
  const saving = navigation.state === "submitting";

  useEffect(() => {
    if (update?.ok) showSnackbar({ key: "admin.common.saved", tone: "success" });
  }, [update]);

  // Just created (the create dialog redirected here): say so once, and drop the flag from the URL.
  const [searchParams, setSearchParams] = useSearchParams();
  const justCreated = searchParams.get("created") === "1";
  useEffect(() => {
    if (!justCreated) return;
    showSnackbar({ key: "admin.spaces.created", tone: "success" });
    setSearchParams({}, { replace: true, preventScrollReset: true });
  }, [justCreated, setSearchParams]);

  const lifecycleResult = lifecycle.data;
  useEffect(() => {
    if (!lifecycleResult?.ok) return;
    if (lifecycleResult.intent === "delete") showSnackbar({ key: "admin.spaces.deleted", tone: "success" });
    if (lifecycleResult.intent === "restore") showSnackbar({ key: "admin.spaces.restored", tone: "success" });
  }, [lifecycleResult]);

  return (
    <div>
      <Link to="/admin/spaces" className="inline-flex items-center gap-1.5 text-sm text-ink-muted hover:text-ink">
        <Icon name="arrowLeft" className="size-4" />
        {t("pages.adminSpaces")}
      </Link>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-semibold tracking-tight text-ink">
            {space.name}
            {space.deleted_at ? (
              <span className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-medium text-ink-muted">
                {t("admin.spaces.deletedBadge")}
              </span>
            ) : null}
          </h1>
          <p className="mt-1 text-sm text-ink-muted">
            {t("admin.spaces.updatedAt")} <RelativeDate value={space.updated_at} now={now} withExact />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/admin/spaces/update/${space.id}`} className={buttonStyles.secondary}>
            <Icon name="phone" className="size-4" />
            {t("admin.common.mobileEdit")}
          </Link>
          {space.deleted_at ? (
            <lifecycle.Form method="post">
              <button type="submit" name="intent" value="restore" className={buttonStyles.secondary} disabled={lifecycle.state !== "idle"}>
                <Icon name="restore" className="size-4" />
                {t("admin.spaces.restore")}
              </button>
            </lifecycle.Form>
          ) : (
            <button type="button" className={buttonStyles.secondary} onClick={() => setConfirmingDelete(true)}>
              <Icon name="trash" className="size-4" />
              {t("admin.common.delete")}
            </button>
          )}
        </div>
      </div>

      <div className="mt-4 space-y-3">
        {space.deleted_at ? (
          <FormAlert tone="info">
            {t("admin.spaces.deletedNotice")} (<RelativeDate value={space.deleted_at} now={now} />)
          </FormAlert>
        ) : null}
        <RefusalAlert answer={lifecycleResult} />
      </div>

      <Form method="post" {...formProps} className="mt-4 space-y-4" aria-label={t("admin.spaces.editForm")}>
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name={VERSION_FIELD} value={space.updated_at} />
        {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
        {/* A fresh form for each version of the space, so a save shows what was stored (E.164 phone…). */}
        <SpaceFormFields key={space.updated_at} space={space} layout="wide" errorOf={errorOf} />
        <div className="flex justify-end">
          <button type="submit" className={buttonStyles.primary} disabled={saving}>
            {saving ? t("admin.common.saving") : t("admin.common.save")}
          </button>
        </div>
      </Form>

      <ConfirmDialog
        open={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        busy={lifecycle.state !== "idle"}
        onConfirm={() => {
          void lifecycle.submit({ intent: "delete" }, { method: "post" });
          setConfirmingDelete(false);
        }}
        title={t("admin.spaces.deleteTitle", { name: space.name })}
        description={t("admin.spaces.deleteDescription")}
        confirmLabel={t("admin.common.delete")}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
