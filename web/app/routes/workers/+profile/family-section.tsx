import { useTranslation } from "#web/app/i18n/use-translation";
import { FAMILY_SITUATIONS } from "#domain/enums/worker";
import { CHILD_IN_CHARGE_MAX } from "#domain/workers/worker-schemas";
import { SelectField } from "#web/app/components/form/select-field";
import { TextField } from "#web/app/components/form/text-field";
import { useWorkerForm } from "./worker-form-context";
import { WorkerFormSection } from "./worker-form-section";

/** Spec 000 §3 Family: situation and children in charge. */
export function FamilySection() {
  const { t } = useTranslation();
  const { worker, error } = useWorkerForm();
  return (
    <WorkerFormSection title={t("workers.profile.form.sections.family")} fields={["family_situation", "child_in_charge"]}>
      <SelectField
        label={t("workers.profile.form.familySituation")}
        name="family_situation"
        defaultValue={worker?.family_situation ?? ""}
        emptyLabel={t("workers.profile.form.notSet")}
        options={FAMILY_SITUATIONS.map((situation) => ({ value: situation, label: t(`workers.labels.familySituations.${situation}`) }))}
        error={error("family_situation")}
      />
      <TextField
        label={t("workers.profile.form.childInCharge")}
        name="child_in_charge"
        type="number"
        inputMode="numeric"
        min={0}
        max={CHILD_IN_CHARGE_MAX}
        step={1}
        defaultValue={worker?.child_in_charge ?? ""}
        error={error("child_in_charge")}
      />
    </WorkerFormSection>
  );
}
