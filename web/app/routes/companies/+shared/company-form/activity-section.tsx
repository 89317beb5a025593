import { useInputControl } from "@conform-to/react";
import { useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { FieldsetCard } from "#web/app/components/form/fieldset-card";
import { SelectField } from "#web/app/components/form/select-field";
import { TextField } from "#web/app/components/form/text-field";
import { LegalFormField, NafCodeField } from "../reference-fields";
import type { LegalFormOption, NafOption, ReferenceLists } from "../reference-types";
import { useCompanyForm } from "./company-form-context";

interface ActivitySectionProps {
  references: ReferenceLists;
  /** The company's APE code and legal form as the comboboxes show them. */
  initialApe: NafOption | null;
  initialLegalForm: LegalFormOption | null;
}

/** Spec 000 §3 Company activity: APE code, NAF section, legal form, staff band, collective agreement. */
export function ActivitySection({ references, initialApe, initialLegalForm }: ActivitySectionProps) {
  const { t } = useTranslation();
  const { company, error, form } = useCompanyForm();
  const [ape, setApe] = useState<NafOption | null>(initialApe);
  const [legalForm, setLegalForm] = useState<LegalFormOption | null>(initialLegalForm);
  // A pick in a combobox changes a hidden input, which fires no event: the control tells Conform, which
  // checks the field again if it was refused.
  const apeControl = useInputControl({ name: "ape_code", formId: form.id, initialValue: initialApe?.code ?? "" });
  const legalFormControl = useInputControl({ name: "legal_form_code", formId: form.id, initialValue: initialLegalForm?.code ?? "" });

  return (
    <FieldsetCard title={t("companies.form.activity")}>
      <NafCodeField
        label={t("companies.form.apeCode")}
        value={ape}
        onChange={(chosen) => {
          setApe(chosen);
          apeControl.change(chosen?.code ?? "");
        }}
        placeholder={t("companies.filters.apePlaceholder")}
        hint={t("companies.form.apeHint")}
        error={error("ape_code") ?? error("ape_nomenclature")}
      />
      <SelectField
        label={t("companies.form.section")}
        name="activity_section"
        defaultValue={company?.activity_section ?? ""}
        emptyLabel={t("companies.form.notSet")}
        options={references.sections.map((section) => ({ value: section.code, label: `${section.code} – ${section.label}` }))}
        hint={t("companies.form.sectionHint")}
        error={error("activity_section")}
      />
      <LegalFormField
        label={t("companies.form.legalForm")}
        value={legalForm}
        onChange={(chosen) => {
          setLegalForm(chosen);
          legalFormControl.change(chosen?.code ?? "");
        }}
        placeholder={t("companies.filters.legalFormPlaceholder")}
        error={error("legal_form_code")}
      />
      <SelectField
        label={t("companies.form.staffBand")}
        name="staff_size_band"
        defaultValue={company?.staff_size_band ?? ""}
        emptyLabel={t("companies.form.notSet")}
        options={references.staffBands.map((band) => ({ value: band.code, label: band.label }))}
        error={error("staff_size_band")}
      />
      <TextField
        label={t("companies.form.idcc")}
        name="idcc"
        defaultValue={company?.idcc ?? ""}
        inputMode="numeric"
        maxLength={4}
        hint={t("companies.form.idccHint")}
        error={error("idcc")}
      />
      <TextField
        label={t("companies.form.etpCount")}
        name="etp_count"
        defaultValue={company?.etp_count ?? ""}
        inputMode="numeric"
        maxLength={9}
        error={error("etp_count")}
      />
    </FieldsetCard>
  );
}
