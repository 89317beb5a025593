import { useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { Form, useNavigation } from "react-router";
import type { ContractType } from "#domain/enums/order";
import type { OrderPerson } from "#domain/orders/order-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { CompanyPicker, type CompanyOption } from "#web/app/components/company-picker";
import { FormAlert } from "#web/app/components/form/form-alert";
import { FormSection } from "#web/app/components/form/form-section";
import { SelectField } from "#web/app/components/form/select-field";
import type { FieldMessages, FormReply } from "#web/app/lib/forms/refusal";
import { useRefusableForm } from "#web/app/lib/forms/use-refusable-form";
import { OrderCommentsSection, OrderOptionsSection, OrderTermsSection } from "./order-fields";
import { PeriodsFields } from "./periods-fields";
import { BusinessManagerSelect } from "./business-manager-select";
import { ContactSelect } from "./contact-select";
import { PositionSelect } from "./position-select";

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
  check(formData: FormData): FieldMessages;
  lastResult: FormReply | null;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [company, setCompany] = useState(initialCompany);
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

      <OrderTermsSection
        errorOf={errorOf}
        contractType={
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
        }
      />

      <FormSection title={t("orders.form.sectionPeriods")}>
        <PeriodsFields errorOf={errorOf} />
      </FormSection>

      <OrderOptionsSection errorOf={errorOf} />
      <OrderCommentsSection errorOf={errorOf} />

      <div className="flex justify-end">
        <button type="submit" className={buttonStyles.primary} disabled={saving || contractTypes.length === 0}>
          {saving ? t("orders.form.submitting") : t("orders.form.submit")}
        </button>
      </div>
    </Form>
  );
}
