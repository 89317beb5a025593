import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { SPACE_SETTINGS_FIELDS, SpaceDetailSchema, SpaceSettingsSchema, type SpaceDetail } from "#domain/spaces/space-schemas";
import { formatFrenchPhone } from "#domain/french/phone";
import { buttonStyles } from "#web/app/components/button-styles";
import { ChooseSpace } from "#web/app/components/choose-space";
import { CheckboxField } from "#web/app/components/form/checkbox-field";
import { FormAlert } from "#web/app/components/form/form-alert";
import { FormSection } from "#web/app/components/form/form-section";
import { TextField } from "#web/app/components/form/text-field";
import { PageHeader } from "#web/app/components/page-header";
import { ScreenErrorBoundary, screenTitleKey } from "#web/app/components/screen-error-boundary";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { pageTitle } from "#web/app/i18n/page-title";
import { useTranslation } from "#web/app/i18n/use-translation";
import { callApi, loadFromApi } from "#web/app/lib/api.server";
import { fieldMessagesFromZod } from "#web/app/lib/field-messages";
import { refusalOf, type FieldMessages, type Refusal } from "#web/app/lib/forms/refusal";
import { refusalFrom, withRefusalStatus } from "#web/app/lib/forms/refusal.server";
import { useRefusableForm } from "#web/app/lib/forms/use-refusable-form";
import { ifMatchOf, VERSION_FIELD } from "#web/app/lib/row-version";
import { workingSpaceIdOf } from "#web/app/lib/selected-space.server";
import { requirePermission } from "#web/app/lib/session.server";
import type { Route } from "./+types/settings";

// The agency's own settings, for its space administrators (decision 0045): the links candidates
// register with, and what the DPAE, the SMS and the mission contracts need of it, each field checked
// with the format the DPAE requires (domain/dpae/employer-codes.ts) before it is saved.

type TextSetting = Exclude<(typeof SPACE_SETTINGS_FIELDS)[number], "registration_employer_step">;

export function meta({ matches, error }: Route.MetaArgs) {
  return pageTitle(matches, screenTitleKey(error, "space.settings.title"));
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requirePermission(args, "space-users");
  const spaceId = workingSpaceIdOf(args.request, session);
  if (spaceId === null) return { space: null, origin: new URL(args.request.url).origin };
  const { data: space } = await loadFromApi(args, `/spaces/${spaceId}`, SpaceDetailSchema);
  return { space, origin: new URL(args.request.url).origin };
}

/** The form's values: every setting it shows, an emptied one as null (it clears what was kept). */
function settingsOf(formData: FormData) {
  const values: Record<string, unknown> = {};
  for (const field of SPACE_SETTINGS_FIELDS) {
    if (field === "registration_employer_step") {
      values[field] = formData.get(field) === "on";
      continue;
    }
    const text = String(formData.get(field) ?? "").trim();
    values[field] = text === "" ? null : text;
  }
  return values;
}

function checkSettings(formData: FormData): FieldMessages {
  const parsed = SpaceSettingsSchema.safeParse(settingsOf(formData));
  return parsed.success ? {} : fieldMessagesFromZod(parsed.error);
}

export async function action(args: Route.ActionArgs) {
  const session = await requirePermission(args, "space-users");
  const spaceId = workingSpaceIdOf(args.request, session);
  const formData = await args.request.formData();
  const parsed = SpaceSettingsSchema.safeParse(settingsOf(formData));
  if (!parsed.success || spaceId === null) {
    return withRefusalStatus(refusalOf(422, parsed.success ? {} : fieldMessagesFromZod(parsed.error)));
  }
  const response = await callApi(args, `/spaces/${spaceId}/settings`, { method: "PATCH", json: parsed.data, ifMatch: ifMatchOf(formData) });
  if (!response.ok) return withRefusalStatus(await refusalFrom(args, response));
  return { ok: true as const, space: SpaceDetailSchema.parse(await response.json()) };
}

export default function SpaceSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { space, origin } = loaderData;
  if (!space) {
    return (
      <div className="mx-auto max-w-3xl">
        <PageHeader title={t("space.settings.title")} description={t("space.settings.intro")} />
        <ChooseSpace
          title={t("space.settings.noSpaceTitle")}
          message={t("space.settings.noSpaceMessage")}
          choose={t("space.settings.noSpaceChoose")}
        />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t("space.settings.title")} description={`${space.name} — ${t("space.settings.intro")}`} />
      <RegistrationLinks space={space} origin={origin} />
      <SettingsForm key={space.updated_at} space={space} result={actionData ?? null} />
    </div>
  );
}

/** The public links of the agency (spec 001 §2), as a candidate opens them. */
function RegistrationLinks({ space, origin }: { space: SpaceDetail; origin: string }) {
  const { t } = useTranslation();
  const links = [
    { id: "standard", path: "inscription", on: true },
    { id: "express", path: "express", on: space.ocr_enabled },
    { id: "kiosk", path: "inscription-borne", on: true },
  ] as const;
  return (
    <FormSection title={t("space.settings.links.title")} description={t("space.settings.links.intro")}>
      {space.url ? (
        <dl className="space-y-3" data-testid="registration-links">
          {links.map((link) => {
            const href = `${origin}/${link.path}/${space.url}`;
            return (
              <div key={link.id}>
                <dt className="text-sm font-medium text-ink">{t(`space.settings.links.${link.id}`)}</dt>
                <dd className="mt-0.5 text-sm break-all">
                  {link.on ? (
                    <a href={href} className="text-accent-ink underline underline-offset-2">
                      {href}
                    </a>
                  ) : (
                    <span className="text-ink-muted">{t("space.settings.links.off")}</span>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      ) : (
        <p className="text-sm text-ink-muted">{t("space.settings.links.none")}</p>
      )}
    </FormSection>
  );
}

function SettingsForm({ space, result }: { space: SpaceDetail; result: { ok: true; space: SpaceDetail } | Refusal | null }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { errorOf, formError, formProps } = useRefusableForm({
    check: checkSettings,
    lastResult: result && !result.ok ? result.reply : null,
  });
  const saving = navigation.state === "submitting";

  useEffect(() => {
    if (result?.ok) showSnackbar({ key: "space.settings.saved", tone: "success" });
  }, [result]);

  function text(
    name: TextSetting,
    options: { inputMode?: "numeric" | "email" | "tel"; type?: string; maxLength?: number; hint?: boolean } = {},
  ) {
    const stored = space[name];
    const value = stored === null ? "" : name === "phone" ? formatFrenchPhone(stored) : stored;
    return (
      <TextField
        label={t(`space.settings.fields.${name}`)}
        name={name}
        defaultValue={value}
        inputMode={options.inputMode}
        type={options.type}
        maxLength={options.maxLength ?? 254}
        hint={options.hint ? t(`space.settings.hints.${name as "ape_code"}`) : undefined}
        autoComplete="off"
        error={errorOf(name)}
      />
    );
  }

  return (
    <Form method="post" {...formProps} className="space-y-6" aria-label={t("space.settings.title")}>
      <input type="hidden" name={VERSION_FIELD} value={space.updated_at} />
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      <FormSection title={t("space.settings.sections.employer")} description={t("space.settings.employerHint")}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("siret", { inputMode: "numeric", maxLength: 20 })}
          {text("ape_code", { maxLength: 6, hint: true })}
          {text("urssaf_code", { maxLength: 3, hint: true })}
          {text("health_service_code", { maxLength: 5, hint: true })}
          {text("urssaf_organization")}
          {text("urssaf_city")}
        </div>
      </FormSection>
      <FormSection title={t("space.settings.sections.address")}>
        {text("address")}
        <div className="grid gap-4 sm:grid-cols-2">
          {text("zipcode", { inputMode: "numeric", maxLength: 5 })}
          {text("city")}
          {text("phone", { inputMode: "tel", type: "tel", maxLength: 20, hint: true })}
          {text("default_notification_email", { inputMode: "email", type: "email" })}
        </div>
      </FormSection>
      <FormSection title={t("space.settings.sections.guarantor")}>
        {text("financial_guarantor_name", { hint: true })}
        {text("financial_guarantor_address")}
        {text("pension_fund", { hint: true })}
        {text("provident_fund")}
      </FormSection>
      <FormSection title={t("space.settings.sections.registration")}>
        <CheckboxField
          label={t("space.settings.fields.registration_employer_step")}
          name="registration_employer_step"
          defaultChecked={space.registration_employer_step}
          hint={t("space.settings.hints.registration_employer_step")}
          error={errorOf("registration_employer_step")}
        />
      </FormSection>
      <div className="flex justify-end">
        <button type="submit" className={buttonStyles.primary} disabled={saving}>
          {saving ? t("space.settings.saving") : t("space.settings.save")}
        </button>
      </div>
    </Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
