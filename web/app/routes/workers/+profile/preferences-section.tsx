import { useTranslation } from "#web/app/i18n/use-translation";
import { PREFERENCE_AVAILABILITIES, PREFERENCE_ENVIRONMENTS, PREFERENCE_STARTS } from "#domain/enums/worker";
import { SelectField } from "#web/app/components/form/select-field";
import { CheckboxGroup } from "./checkbox-group";
import { useWorkerForm } from "./worker-form-context";
import { WorkerFormSection } from "./worker-form-section";

/** Spec 000 §3 Preferences: how soon the worker can start, the environments and rhythms accepted. */
export function PreferencesSection() {
  const { t } = useTranslation();
  const { worker, layout, error } = useWorkerForm();
  return (
    <WorkerFormSection
      title={t("workers.profile.form.sections.preferences")}
      fields={["preference_start", "preference_environments", "preference_availabilities"]}
    >
      <SelectField
        label={t("workers.profile.form.preferenceStart")}
        name="preference_start"
        defaultValue={worker?.preference_start ?? ""}
        emptyLabel={t("workers.profile.form.notSet")}
        options={PREFERENCE_STARTS.map((start) => ({ value: start, label: t(`workers.labels.preferenceStarts.${start}`) }))}
        error={error("preference_start")}
      />
      <CheckboxGroup
        legend={t("workers.profile.form.preferenceEnvironments")}
        name="preference_environments"
        options={PREFERENCE_ENVIRONMENTS.map((value) => ({ value, label: t(`workers.labels.preferenceEnvironments.${value}`) }))}
        defaultValues={worker?.preference_environments ?? []}
        error={error("preference_environments")}
        large={layout === "mobile"}
      />
      <CheckboxGroup
        legend={t("workers.profile.form.preferenceAvailabilities")}
        name="preference_availabilities"
        options={PREFERENCE_AVAILABILITIES.map((value) => ({ value, label: t(`workers.labels.preferenceAvailabilities.${value}`) }))}
        defaultValues={worker?.preference_availabilities ?? []}
        error={error("preference_availabilities")}
        large={layout === "mobile"}
      />
    </WorkerFormSection>
  );
}
