import { useTranslation } from "#web/app/i18n/use-translation";
import { PROTECTIVE_EQUIPMENT_SUPPLIERS } from "#domain/enums/contract";
import { FormSection } from "#web/app/components/form/form-section";
import { SelectField } from "#web/app/components/form/select-field";
import { TextField } from "#web/app/components/form/text-field";

// What the mission contracts need of the position (Code du travail L1251-43 4° and 5°): whether the job
// is on the list of jobs with particular risks, and its protective equipment with who supplies it. Left
// unsaid, the contracts' creation refuses, naming each (decision 0050).
export function PositionContractMentionsFields({ errorOf }: { errorOf: (field: string) => string | undefined }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t("contracts.mentions.sectionTitle")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t("contracts.mentions.risky_job")}
          name="risky_job"
          defaultValue=""
          emptyLabel={t("contracts.mentions.riskyJobUnknown")}
          options={[
            { value: "true", label: t("contracts.mentions.yes") },
            { value: "false", label: t("contracts.mentions.no") },
          ]}
          error={errorOf("risky_job")}
        />
        <SelectField
          label={t("contracts.mentions.protective_equipment_supplier")}
          name="protective_equipment_supplier"
          defaultValue=""
          emptyLabel={t("contracts.mentions.supplierNone")}
          options={PROTECTIVE_EQUIPMENT_SUPPLIERS.map((supplier) => ({
            value: supplier,
            label: t(`contracts.mentions.suppliers.${supplier}`),
          }))}
          error={errorOf("protective_equipment_supplier")}
        />
      </div>
      <TextField
        label={t("contracts.mentions.protective_equipment")}
        name="protective_equipment"
        maxLength={500}
        hint={t("contracts.mentions.protectiveEquipmentHint")}
        error={errorOf("protective_equipment")}
      />
    </FormSection>
  );
}
