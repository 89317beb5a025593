import { useTranslation } from "#web/app/i18n/use-translation";
import { Form, useNavigation } from "react-router";
import { CONTRACT_TYPES } from "#domain/enums/order";
import { SALARY_PERIODS } from "#domain/enums/job-offer";
import { AUTO_REPUBLISH_INTERVAL_DAYS } from "#domain/job-offers/auto-republish";
import { OFFER_DESCRIPTION_MAX } from "#domain/job-offers/job-offer-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { CheckboxField } from "#web/app/components/form/checkbox-field";
import { FormAlert } from "#web/app/components/form/form-alert";
import { FormSection } from "#web/app/components/form/form-section";
import { SelectField } from "#web/app/components/form/select-field";
import { TextField } from "#web/app/components/form/text-field";
import { TextareaField } from "#web/app/components/form/textarea-field";
import type { FormReply } from "#web/app/lib/forms/refusal";
import { useRefusableForm } from "#web/app/lib/forms/use-refusable-form";
import { VERSION_FIELD } from "#web/app/lib/row-version";
import { checkOffer } from "./offer-input";

/** What the form starts with: an offer being edited, or a position's or an order's prefill. */
export interface OfferFormValues {
  title?: string | null;
  description?: string | null;
  contract_type?: string | null;
  postal_code?: string | null;
  city?: string | null;
  salary_min?: number | null;
  salary_max?: number | null;
  salary_period?: string | null;
  weekly_hours?: number | null;
  start_date?: string | null;
  auto_republish?: boolean;
  position_id?: number | null;
  order_id?: number | null;
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? undefined : String(value));

/** The offer's fields (spec 000 §3 Job offer), checked in the browser with the schema /v1 applies. */
export function OfferForm({
  values,
  version,
  submitLabel,
  lastResult,
}: {
  values: OfferFormValues;
  /** The edited offer's version (If-Match), none for a new one. */
  version?: string;
  submitLabel: string;
  lastResult: FormReply | null;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { errorOf, formError, formProps } = useRefusableForm({ check: checkOffer, lastResult });
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <Form method="post" {...formProps} className="space-y-5" aria-label={submitLabel}>
      {version ? <input type="hidden" name={VERSION_FIELD} value={version} /> : null}
      {values.position_id ? <input type="hidden" name="position_id" value={values.position_id} /> : null}
      {values.order_id ? <input type="hidden" name="order_id" value={values.order_id} /> : null}
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      <FormSection title={t("multiposting.form.sectionOffer")}>
        <TextField
          label={`${t("multiposting.form.title")} *`}
          name="title"
          defaultValue={text(values.title)}
          maxLength={255}
          required
          error={errorOf("title")}
        />
        <SelectField
          label={`${t("multiposting.form.contractType")} *`}
          name="contract_type"
          defaultValue={values.contract_type ?? ""}
          emptyLabel={t("multiposting.form.choose")}
          options={CONTRACT_TYPES.map((value) => ({ value, label: t(`orders.contractTypes.${value}`) }))}
          required
          error={errorOf("contract_type")}
        />
        <TextareaField
          label={`${t("multiposting.form.description")} *`}
          name="description"
          rows={8}
          defaultValue={text(values.description)}
          maxLength={OFFER_DESCRIPTION_MAX}
          required
          hint={t("multiposting.form.descriptionHint")}
          error={errorOf("description")}
        />
      </FormSection>
      <FormSection title={t("multiposting.form.sectionPlace")}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={`${t("multiposting.form.postalCode")} *`}
            name="postal_code"
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            defaultValue={text(values.postal_code)}
            required
            error={errorOf("postal_code")}
          />
          <TextField
            label={`${t("multiposting.form.city")} *`}
            name="city"
            maxLength={255}
            defaultValue={text(values.city)}
            required
            error={errorOf("city")}
            className="sm:col-span-2"
          />
        </div>
      </FormSection>
      <FormSection title={t("multiposting.form.sectionTerms")}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t("multiposting.form.salaryMin")}
            name="salary_min"
            inputMode="decimal"
            defaultValue={text(values.salary_min)}
            error={errorOf("salary_min")}
          />
          <TextField
            label={t("multiposting.form.salaryMax")}
            name="salary_max"
            inputMode="decimal"
            defaultValue={text(values.salary_max)}
            error={errorOf("salary_max")}
          />
          <SelectField
            label={t("multiposting.form.salaryPeriod")}
            name="salary_period"
            defaultValue={values.salary_period ?? ""}
            emptyLabel={t("multiposting.form.noSalary")}
            options={SALARY_PERIODS.map((value) => ({ value, label: t(`multiposting.salaryPeriods.${value}`) }))}
            error={errorOf("salary_period")}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("multiposting.form.weeklyHours")}
            name="weekly_hours"
            inputMode="decimal"
            defaultValue={text(values.weekly_hours)}
            error={errorOf("weekly_hours")}
          />
          <TextField
            label={t("multiposting.form.startDate")}
            name="start_date"
            type="date"
            defaultValue={text(values.start_date)}
            error={errorOf("start_date")}
          />
        </div>
        <CheckboxField
          label={t("multiposting.form.autoRepublish")}
          name="auto_republish"
          defaultChecked={values.auto_republish ?? false}
          hint={t("multiposting.form.autoRepublishHint", { days: AUTO_REPUBLISH_INTERVAL_DAYS })}
        />
      </FormSection>
      <div className="flex justify-end">
        <button type="submit" className={buttonStyles.primary} disabled={saving}>
          {saving ? t("multiposting.form.saving") : submitLabel}
        </button>
      </div>
    </Form>
  );
}
