import { useEffect } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { Form, Link, useNavigation } from "react-router";
import { SpaceDetailSchema } from "#domain/spaces/space-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { FormAlert } from "#web/app/components/form/form-alert";
import { Icon } from "#web/app/components/icons";
import { ScreenErrorBoundary, screenTitleKey } from "#web/app/components/screen-error-boundary";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { pageTitle } from "#web/app/i18n/page-title";
import { checkOf } from "#web/app/lib/forms/parse-form";
import { useRefusableForm } from "#web/app/lib/forms/use-refusable-form";
import { loadFromApi } from "#web/app/lib/api.server";
import { numericIdParam } from "#web/app/lib/route-params.server";
import { focusFirstInvalid } from "#web/app/lib/focus-first-invalid";
import { VERSION_FIELD } from "#web/app/lib/row-version";
import { SpaceFormFields } from "./+shared/space-form-fields";
import { ALL_SPACE_FIELDS, checkSpaceUpdate } from "./+shared/space-input";
import { updateSpaceFrom } from "./+shared/spaces.server";
import type { Route } from "./+types/space-update";

const checkSpaceForm = checkOf((formData: FormData) => checkSpaceUpdate(formData, ALL_SPACE_FIELDS));

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, screenTitleKey(error, "admin.titles.spaceUpdate"));
}

export async function loader(args: Route.LoaderArgs) {
  const id = numericIdParam(args.params.id);
  return { space: (await loadFromApi(args, `/spaces/${id}`, SpaceDetailSchema)).data };
}

export async function action(args: Route.ActionArgs) {
  return updateSpaceFrom(args, await args.request.formData());
}

/**
 * The mobile-style update screen of a space (spec 000 §2 /admin/spaces/update/{id}): every field in
 * one column of phone-sized controls, the save button kept within thumb's reach at the bottom.
 */
export default function SpaceUpdate({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { space } = loaderData;
  const refusal = actionData && !actionData.ok ? actionData : null;
  const { errorOf, formError, formProps } = useRefusableForm({ check: checkSpaceForm, lastResult: refusal?.reply });
  const saving = navigation.state === "submitting";

  useEffect(() => {
    if (actionData?.ok) showSnackbar({ key: "admin.common.saved", tone: "success" });
    // On a phone the refused field may be far above: bring the first one into view.
    else if (actionData) focusFirstInvalid();
  }, [actionData]);

  return (
    <div className="mx-auto max-w-lg">
      <div className="flex items-center gap-2">
        <Link to={`/admin/spaces/${space.id}`} className={buttonStyles.icon} aria-label={t("admin.common.backTo", { name: space.name })}>
          <Icon name="arrowLeft" />
        </Link>
        <div className="min-w-0">
          <h1 className="truncate text-xl font-semibold tracking-tight text-ink">{t("admin.titles.spaceUpdate")}</h1>
          <p className="truncate text-sm text-ink-muted">{space.name}</p>
        </div>
      </div>

      <Form method="post" {...formProps} className="mt-5 space-y-4" aria-label={t("admin.titles.spaceUpdate")}>
        <input type="hidden" name={VERSION_FIELD} value={space.updated_at} />
        {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
        {actionData?.ok ? <FormAlert tone="success">{t("admin.common.saved")}</FormAlert> : null}
        <SpaceFormFields key={space.updated_at} space={space} layout="mobile" errorOf={errorOf} />
        <div
          data-save-bar
          className="sticky bottom-[calc(3.625rem+env(safe-area-inset-bottom))] z-10 -mx-4 border-t border-line bg-canvas/95 px-4 py-3 backdrop-blur md:bottom-0 md:mx-0 md:rounded-xl md:border"
        >
          <button type="submit" className={`${buttonStyles.primary} w-full py-3 text-base`} disabled={saving}>
            {saving ? t("admin.common.saving") : t("admin.common.save")}
          </button>
        </div>
      </Form>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
