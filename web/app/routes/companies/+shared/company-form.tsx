import { useEffect, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import type { CompanyDetail } from "#domain/companies/company-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import type { CompanyOption } from "#web/app/components/company-picker";
import { RefusalSummary } from "#web/app/components/form/refusal-summary";
import { focusFirstInvalid } from "#web/app/lib/focus-first-invalid";
import type { Refusal } from "#web/app/lib/forms/refusal";
import { useRefusableForm } from "#web/app/lib/forms/use-refusable-form";
import { ActivitySection } from "./company-form/activity-section";
import { AddressSection } from "./company-form/address-section";
import { CompanyFormContext, type CompanyFormState } from "./company-form/company-form-context";
import { ContactSection } from "./company-form/contact-section";
import { IdentitySection } from "./company-form/identity-section";
import { ManagementSection } from "./company-form/management-section";
import { RelationsSection } from "./company-form/relations-section";
import { checkCompanyForm } from "./company-form-values";
import type { LegalFormOption, NafOption, ReferenceLists } from "./reference-types";

/** Fields the form shows; a refusal of any other (space_id…) goes to the message above the form. */
const SHOWN_FIELDS = new Set([
  "name",
  "trade_name",
  "siret",
  "siren",
  "vat_code",
  "state",
  "association_code",
  "ape_code",
  "ape_nomenclature",
  "legal_form_code",
  "staff_size_band",
  "activity_section",
  "idcc",
  "etp_count",
  "is_foreign",
  "address",
  "zipcode",
  "city",
  "head_office_address",
  "head_office_complement",
  "head_office_zipcode",
  "head_office_city",
  "head_office_country",
  "billing_address",
  "billing_complement",
  "billing_zipcode",
  "billing_city",
  "billing_country",
  "phone",
  "website",
  "url",
  "default_notification_email",
  "urssaf_city",
  "manager_last_name",
  "manager_first_name",
  "revenue_range",
  "net_income_range",
  "parent_company_id",
  "group_company_id",
]);

export interface CompanyFormInitial {
  ape: NafOption | null;
  legalForm: LegalFormOption | null;
  parent: CompanyOption | null;
  group: CompanyOption | null;
}

interface CompanyFormProps {
  mode: "create" | "edit";
  company: CompanyDetail | null;
  spaceId: number;
  references: ReferenceLists;
  initial: CompanyFormInitial;
  submitting: boolean;
  /** The action's last refusal; each new one is shown (field messages under the fields). */
  refusal: Refusal | null;
  onSubmit(formData: FormData): void;
}

/**
 * Every field of the spec's Company (000 §3) in sections (one component each, in company-form/), on
 * Conform (decision 0018): checked in the browser with the schema /v1 uses (CompanyCreateSchema) as
 * fields are left and on submit, the server's refusals shown under the fields.
 */
export function CompanyForm({ mode, company, spaceId, references, initial, submitting, refusal, onSubmit }: CompanyFormProps) {
  const { t } = useTranslation();
  // Both the identity (a foreign VAT number is typed) and the address (no communes abroad) follow it.
  const [foreign, setForeign] = useState(company?.is_foreign ?? false);
  const refusable = useRefusableForm({
    check: checkCompanyForm,
    lastResult: refusal?.reply,
    holdRefusals: true,
    onValid(event, formData) {
      event.preventDefault();
      onSubmit(formData);
    },
  });
  const { form, errorAt, formProps, refusals } = refusable;

  // A refused field may be a combobox (its value is a hidden input Conform cannot focus): the first
  // field marked refused takes the focus once rendered.
  useEffect(() => {
    if (refusals > 0) focusFirstInvalid(document.forms.namedItem(form.id));
  }, [refusals, form.id]);

  const context: CompanyFormState = {
    company,
    error: errorAt,
    form,
    holderOf: (field) => refusal?.reply.error?.[field]?.[0]?.existing,
  };

  return (
    <CompanyFormContext.Provider value={context}>
      <form {...formProps} method="post" className="space-y-6">
        <p className="text-sm text-ink-muted">{t("companies.form.requiredNote")}</p>

        <RefusalSummary
          refusable={refusable}
          fixMessage={t("companies.form.fixErrors")}
          failedMessage={mode === "create" ? t("companies.form.createFailed") : t("companies.form.updateFailed")}
          refusal={refusal}
          isShown={(field) => SHOWN_FIELDS.has(field)}
        />

        <IdentitySection foreign={foreign} />
        <ActivitySection references={references} initialApe={initial.ape} initialLegalForm={initial.legalForm} />
        <AddressSection foreign={foreign} onForeignChange={setForeign} />
        <ContactSection />
        <ManagementSection />
        <RelationsSection spaceId={spaceId} initialParent={initial.parent} initialGroup={initial.group} />

        <div
          data-save-bar
          className="sticky bottom-20 z-10 -mx-4 flex justify-end gap-2 border-t border-line bg-canvas/90 px-4 py-3 backdrop-blur md:bottom-0 md:mx-0 md:rounded-xl md:border md:px-4"
        >
          <button type="submit" className={buttonStyles.primary} disabled={submitting}>
            {mode === "create"
              ? submitting
                ? t("companies.form.creating")
                : t("companies.form.create")
              : submitting
                ? t("companies.form.saving")
                : t("companies.form.save")}
          </button>
        </div>
      </form>
    </CompanyFormContext.Provider>
  );
}
