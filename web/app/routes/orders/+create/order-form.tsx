import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { APPEAL_REASONS, ATTRIBUTION_MODES, ORDER_SOURCES, type ContractType } from "#domain/enums/order";
import { ORDER_COMMENT_MAX, type OrderPerson } from "#domain/orders/order-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { CompanyPicker, type CompanyOption } from "#web/app/components/company-picker";
import { CheckboxField } from "#web/app/components/form/checkbox-field";
import { FormAlert } from "#web/app/components/form/form-alert";
import { FormSection } from "#web/app/components/form/form-section";
import { SelectField } from "#web/app/components/form/select-field";
import { TextField } from "#web/app/components/form/text-field";
import { TextareaField } from "#web/app/components/form/textarea-field";
import type { IssueTexts } from "#web/app/lib/field-issues";
import { useRefusableForm, type FormReply } from "#web/app/lib/forms/use-refusable-form";
import { OPTION_FIELDS } from "./order-input";
import { PeriodsFields } from "./periods-fields";
import { BusinessManagerSelect } from "./business-manager-select";
import { ContactSelect } from "./contact-select";
import { PositionSelect } from "./position-select";

const OPTION_LABELS = {
  force_available_workers: "orders.form.forceAvailableWorkers",
  force_all_periods: "orders.form.forceAllPeriods",
  anonymous_client: "orders.form.anonymousClient",
  sms_show_client_name: "orders.form.smsShowClientName",
  sms_show_client_address: "orders.form.smsShowClientAddress",
  sms_client_arrival_validation: "orders.form.smsClientArrivalValidation",
  auto_reminder: "orders.form.autoReminder",
} as const satisfies Record<(typeof OPTION_FIELDS)[number], string>;

/**
 * Every field of spec 000 §3 that POST /v1/orders takes, checked in the browser by the schema /v1
 * applies; /v1's refusals (a 422 field, a 403 naming contract_type) come back under their fields.
 */
export function OrderForm({
  spaceId,
  contractTypes,
  company: initialCompany,
  positionId,
  businessManagers,
  userId,
  check,
  lastResult,
}: {
  spaceId: number;
  contractTypes: readonly ContractType[];
  company: CompanyOption | null;
  positionId: number | null;
  businessManagers: readonly OrderPerson[];
  userId: number;
  check(formData: FormData): IssueTexts;
  lastResult: FormReply | null;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [company, setCompany] = useState(initialCompany);
  const [autoReminder, setAutoReminder] = useState(false);
  const { form, errorOf, formError, formProps } = useRefusableForm({ check, lastResult });
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";

  return (
    <Form method="post" {...formProps} className="mt-6 space-y-5" aria-label={t("pages.orderCreate")}>
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      <FormSection title={t("orders.form.sectionParties")}>
        <CompanyPicker
          label={`${t("orders.form.company")} *`}
          spaceId={spaceId}
          value={company}
          onChange={(chosen) => {
            setCompany(chosen);
            // The picker's hidden input changes after this render: check the field once it has.
            window.setTimeout(() => form.validate({ name: "company_id" }));
          }}
          name="company_id"
          error={errorOf("company_id")}
        />
        <ContactSelect key={company?.id ?? "none"} companyId={company?.id ?? null} error={errorOf("contact_id")} />
        <PositionSelect spaceId={spaceId} companyId={company?.id ?? null} defaultPositionId={positionId} error={errorOf("position_id")} />
        <BusinessManagerSelect people={businessManagers} userId={userId} error={errorOf("business_manager_user_id")} />
      </FormSection>

      <FormSection title={t("orders.form.sectionTerms")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={`${t("orders.form.contractType")} *`}
            name="contract_type"
            required
            defaultValue={contractTypes.length === 1 ? contractTypes[0] : ""}
            emptyLabel={contractTypes.length === 1 ? undefined : t("orders.form.chooseContractType")}
            options={contractTypes.map((type) => ({ value: type, label: t(`orders.contractTypes.${type}`) }))}
            hint={contractTypes.length === 0 ? t("orders.form.noContractType") : t("orders.form.contractTypeHint")}
            error={errorOf("contract_type")}
          />
          <SelectField
            label={t("orders.form.appealReason")}
            name="appeal_reason"
            emptyLabel={t("orders.form.appealReasonNone")}
            options={APPEAL_REASONS.map((reason) => ({ value: reason, label: t(`orders.appealReasons.${reason}`) }))}
            error={errorOf("appeal_reason")}
          />
          <TextField
            label={`${t("orders.form.quantity")} *`}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            required
            defaultValue="1"
            error={errorOf("quantity")}
          />
          <TextField label={t("orders.form.priority")} name="priority" type="number" min={0} max={10} error={errorOf("priority")} />
          <TextField
            label={t("orders.form.hourlyRate")}
            name="hourly_rate"
            inputMode="decimal"
            hint={t("orders.form.decimalHint")}
            error={errorOf("hourly_rate")}
          />
          <TextField
            label={t("orders.form.coefficient")}
            name="coefficient"
            inputMode="decimal"
            hint={t("orders.form.decimalHint")}
            error={errorOf("coefficient")}
          />
          <TextField
            label={t("orders.form.schedules")}
            name="schedules"
            maxLength={255}
            hint={t("orders.form.schedulesHint")}
            error={errorOf("schedules")}
          />
          <TextField
            label={t("orders.form.weeklyDuration")}
            name="weekly_duration"
            inputMode="decimal"
            error={errorOf("weekly_duration")}
          />
          <TextField
            label={t("orders.form.level")}
            name="collective_agreement_level"
            maxLength={255}
            error={errorOf("collective_agreement_level")}
          />
          <SelectField
            label={t("orders.form.source")}
            name="source"
            emptyLabel={t("orders.form.sourceNone")}
            options={ORDER_SOURCES.map((source) => ({ value: source, label: t(`orders.sources.${source}`) }))}
            error={errorOf("source")}
          />
        </div>
        <TextareaField label={t("orders.form.tasks")} name="tasks" rows={3} error={errorOf("tasks")} />
      </FormSection>

      <FormSection title={t("orders.form.sectionPeriods")}>
        <PeriodsFields errorOf={errorOf} />
      </FormSection>

      <FormSection title={t("orders.form.sectionOptions")}>
        <fieldset>
          <legend className="text-sm font-medium text-ink">{t("orders.form.attributionMode")}</legend>
          <div className="mt-2 space-y-2">
            {ATTRIBUTION_MODES.map((mode) => (
              <label key={mode} className="flex items-start gap-2.5 text-sm text-ink">
                <input
                  type="radio"
                  name="attribution_mode"
                  value={mode}
                  defaultChecked={mode === "automatic"}
                  className="mt-0.5 size-4 accent-primary-600"
                />
                {t(`orders.attributionModes.${mode}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          {OPTION_FIELDS.map((field) => (
            <CheckboxField
              key={field}
              label={t(OPTION_LABELS[field])}
              name={field}
              onChange={field === "auto_reminder" ? (event) => setAutoReminder(event.target.checked) : undefined}
              error={errorOf(field)}
            />
          ))}
        </div>
        {autoReminder ? (
          <TextField
            label={t("orders.form.reminderHoursBefore")}
            name="reminder_hours_before"
            type="number"
            min={1}
            max={168}
            defaultValue="24"
            className="sm:w-1/2"
            error={errorOf("reminder_hours_before")}
          />
        ) : null}
      </FormSection>

      <FormSection title={t("orders.form.sectionComments")}>
        <TextareaField
          label={t("orders.form.proposalComment")}
          name="mission_proposal_comment"
          maxLength={ORDER_COMMENT_MAX}
          hint={t("orders.form.proposalCommentHint")}
          error={errorOf("mission_proposal_comment")}
        />
        <TextareaField
          label={t("orders.form.confirmationComment")}
          name="confirmation_comment"
          maxLength={ORDER_COMMENT_MAX}
          hint={t("orders.form.confirmationCommentHint")}
          error={errorOf("confirmation_comment")}
        />
      </FormSection>

      <div className="flex justify-end">
        <button type="submit" className={buttonStyles.primary} disabled={saving || contractTypes.length === 0}>
          {saving ? t("orders.form.submitting") : t("orders.form.submit")}
        </button>
      </div>
    </Form>
  );
}
