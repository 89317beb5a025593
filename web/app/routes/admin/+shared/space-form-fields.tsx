import type { ReactNode } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { NAF_NOMENCLATURES } from "#domain/enums/nomenclature";
import { formatFrenchPhone } from "#domain/french/phone";
import type { SpaceDetail } from "#domain/spaces/space-schemas";
import { CheckboxField } from "#web/app/components/form/checkbox-field";
import { FormSection } from "#web/app/components/form/form-section";
import { SelectField } from "#web/app/components/form/select-field";
import { TextField } from "#web/app/components/form/text-field";
import { PostalCodeCityFields } from "./postal-code-city";
import type { SpaceFieldName } from "./space-input";

export type SpaceFormLayout = "wide" | "mobile";

type TextFieldName = Exclude<SpaceFieldName, "ocr_enabled" | "sms_enabled" | "mail_enabled">;

/**
 * Every field of a space (spec 000 §3 Space, §5 rules), grouped: identity, address, contact, the
 * feature flags, what the DPAE needs, and the company data block. "wide": a grid of cards for the
 * desktop detail page; "mobile": one column of phone-sized controls (/admin/spaces/update/{id}).
 */
export function SpaceFormFields({
  space,
  layout,
  errorOf,
}: {
  space: SpaceDetail;
  layout: SpaceFormLayout;
  /** The translated refusal of a field (useRefusableForm). */
  errorOf(field: string): string | undefined;
}) {
  const { t } = useTranslation();
  const mobile = layout === "mobile";
  const pair = mobile ? "space-y-4" : "grid gap-4 sm:grid-cols-2";

  function text(
    name: TextFieldName,
    options: { required?: boolean; inputMode?: "numeric" | "email" | "tel" | "url"; maxLength?: number; hint?: string; type?: string } = {},
  ) {
    const stored = space[name];
    const value = stored === null ? "" : name === "phone" && typeof stored === "string" ? formatFrenchPhone(stored) : String(stored);
    return (
      <TextField
        label={t(`admin.spaces.fields.${name}`)}
        name={name}
        defaultValue={value}
        required={options.required}
        inputMode={options.inputMode}
        type={options.type}
        maxLength={options.maxLength}
        hint={options.hint}
        autoComplete="off"
        error={errorOf(name)}
      />
    );
  }

  const sections: ReactNode[] = [
    <FormSection key="identity" title={t("admin.spaces.sectionIdentity")}>
      {text("name", { required: true, maxLength: 254 })}
      <div className={pair}>
        {text("siret", { inputMode: "numeric", hint: t("admin.spaces.siretHint") })}
        {text("siren", { inputMode: "numeric", hint: t("admin.spaces.sirenHint") })}
      </div>
      <div className={pair}>
        {text("url", { maxLength: 63, hint: t("admin.spaces.urlHint") })}
        {text("association_code", { maxLength: 6, hint: t("admin.spaces.associationCodeHint") })}
      </div>
    </FormSection>,
    <FormSection key="address" title={t("admin.spaces.sectionAddress")} description={t("admin.spaces.addressHint")}>
      {text("address", { maxLength: 254 })}
      <div className={pair}>
        <PostalCodeCityFields
          defaultZipcode={space.zipcode ?? ""}
          defaultCity={space.city ?? ""}
          zipcodeError={errorOf("zipcode")}
          cityError={errorOf("city")}
        />
      </div>
      <p className="text-xs text-ink-subtle" data-testid="space-position">
        {space.latitude !== null && space.longitude !== null
          ? t("admin.spaces.position", { latitude: space.latitude.toFixed(4), longitude: space.longitude.toFixed(4) })
          : t("admin.spaces.noPosition")}
      </p>
    </FormSection>,
    <FormSection key="contact" title={t("admin.spaces.sectionContact")}>
      {text("phone", { inputMode: "tel", type: "tel", hint: t("admin.spaces.phoneHint") })}
      {text("default_notification_email", { inputMode: "email", type: "email", hint: t("admin.spaces.notificationEmailHint") })}
      {text("website", { inputMode: "url", type: "url", hint: t("admin.spaces.websiteHint") })}
    </FormSection>,
    <FormSection key="features" title={t("admin.spaces.sectionFeatures")} description={t("admin.spaces.featuresHint")}>
      {(["ocr_enabled", "sms_enabled", "mail_enabled"] as const).map((flag) => (
        <CheckboxField
          key={flag}
          label={t(`admin.spaces.fields.${flag}`)}
          name={flag}
          defaultChecked={space[flag]}
          hint={t(`admin.spaces.flagHints.${flag}`)}
        />
      ))}
    </FormSection>,
    <FormSection key="allowances" title={t("admin.spaces.sectionAllowances")} description={t("admin.spaces.allowancesHint")}>
      {text("sms_user_rate_limit", { inputMode: "numeric" })}
      <div className={pair}>
        {text("sms_daily_budget", { inputMode: "numeric" })}
        {text("ocr_daily_budget", { inputMode: "numeric" })}
      </div>
    </FormSection>,
    <FormSection key="dpae" title={t("admin.spaces.sectionDpae")} description={t("admin.spaces.dpaeHint")}>
      {text("urssaf_organization", { maxLength: 254 })}
      <div className={pair}>
        {text("urssaf_code", { maxLength: 254 })}
        {text("health_service_code", { maxLength: 20, hint: t("admin.spaces.healthServiceCodeHint") })}
      </div>
      {text("urssaf_city", { maxLength: 254 })}
    </FormSection>,
    <FormSection key="company" title={t("admin.spaces.sectionCompany")} className={mobile ? "" : "lg:col-span-2"}>
      <div className={mobile ? "space-y-4" : "grid gap-4 sm:grid-cols-2 lg:grid-cols-3"}>
        {text("trade_name", { maxLength: 254 })}
        {text("ape_code", { maxLength: 6, hint: t("admin.spaces.apeCodeHint") })}
        <SelectField
          label={t("admin.spaces.fields.ape_nomenclature")}
          name="ape_nomenclature"
          defaultValue={space.ape_nomenclature ?? ""}
          emptyLabel={t("admin.spaces.notSet")}
          options={NAF_NOMENCLATURES.map((value) => ({ value, label: t(`admin.spaces.nomenclatures.${value}`) }))}
          error={errorOf("ape_nomenclature")}
        />
        {text("legal_form_code", { inputMode: "numeric", maxLength: 4 })}
        {text("activity_section", { maxLength: 1 })}
        {text("staff_size_band", { maxLength: 2 })}
        {text("idcc", { inputMode: "numeric", maxLength: 4 })}
        {text("etp_count", { inputMode: "numeric" })}
        {text("vat_code", { maxLength: 20 })}
        {text("manager_last_name", { maxLength: 100 })}
        {text("manager_first_name", { maxLength: 100 })}
        {text("revenue_range", { maxLength: 50 })}
        {text("net_income_range", { maxLength: 50 })}
      </div>
    </FormSection>,
  ];

  // Phone-first: 16 px text (no zoom on focus in iOS Safari) and taller touch targets.
  const controls = mobile
    ? "[&_input:not([type=checkbox])]:py-2.5 [&_input:not([type=checkbox])]:text-base [&_select]:py-2.5 [&_select]:text-base"
    : "";
  return <div className={`${mobile ? "space-y-4" : "grid gap-4 lg:grid-cols-2 lg:items-start"} ${controls}`}>{sections}</div>;
}
