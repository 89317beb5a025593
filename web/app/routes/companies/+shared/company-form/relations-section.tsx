import { useInputControl } from "@conform-to/react";
import { useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { CompanyPicker, type CompanyOption } from "#web/app/components/company-picker";
import { FieldsetCard } from "#web/app/components/form/fieldset-card";
import { useCompanyForm } from "./company-form-context";

interface RelationsSectionProps {
  /** The space whose companies the pickers offer. */
  spaceId: number;
  initialParent: CompanyOption | null;
  initialGroup: CompanyOption | null;
}

/** What the picker's hidden input holds. */
function idOf(company: CompanyOption | null): string {
  return company ? String(company.id) : "";
}

/** Spec 000 §3 Company relations: its parent company and its group, among the space's other companies. */
export function RelationsSection({ spaceId, initialParent, initialGroup }: RelationsSectionProps) {
  const { t } = useTranslation();
  const { company, error, form } = useCompanyForm();
  const [parent, setParent] = useState<CompanyOption | null>(initialParent);
  const [group, setGroup] = useState<CompanyOption | null>(initialGroup);
  // The pickers' hidden inputs fire no event: the controls tell Conform of a pick (a loop refused by /v1
  // goes once another company, or none, is chosen).
  const parentControl = useInputControl({ name: "parent_company_id", formId: form.id, initialValue: idOf(initialParent) });
  const groupControl = useInputControl({ name: "group_company_id", formId: form.id, initialValue: idOf(initialGroup) });
  return (
    <FieldsetCard title={t("companies.form.relations")}>
      <CompanyPicker
        label={t("companies.form.parentCompany")}
        spaceId={spaceId}
        value={parent}
        onChange={(chosen) => {
          setParent(chosen);
          parentControl.change(idOf(chosen));
        }}
        excludeId={company?.id}
        name="parent_company_id"
        placeholder={t("companies.form.companyPlaceholder")}
        hint={t("companies.form.relationHint")}
        error={error("parent_company_id")}
      />
      <CompanyPicker
        label={t("companies.form.groupCompany")}
        spaceId={spaceId}
        value={group}
        onChange={(chosen) => {
          setGroup(chosen);
          groupControl.change(idOf(chosen));
        }}
        excludeId={company?.id}
        name="group_company_id"
        placeholder={t("companies.form.companyPlaceholder")}
        hint={t("companies.form.relationHint")}
        error={error("group_company_id")}
      />
    </FieldsetCard>
  );
}
