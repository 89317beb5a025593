import { useTranslation } from "#web/app/i18n/use-translation";
import { WORKER_STATES } from "#domain/enums/worker";
import { formatDateTime } from "#domain/format/format-date-time";
import { EXTERNAL_REF_MAX, type WorkerFile } from "#domain/workers/worker-schemas";
import { CheckboxField } from "#web/app/components/form/checkbox-field";
import { SelectField } from "#web/app/components/form/select-field";
import { TextField } from "#web/app/components/form/text-field";
import { useWorkerForm } from "./worker-form-context";
import { WorkerFormSection } from "./worker-form-section";

/** The state a new worker gets when none is chosen (db/schema/workers.ts). */
const DEFAULT_STATE = "candidate";

/** Spec 000 §3 Housekeeping and §4 worker state: state, CET consent, external reference; the record's dates. */
export function HousekeepingSection() {
  const { t } = useTranslation();
  const { worker, error } = useWorkerForm();
  return (
    <WorkerFormSection title={t("workers.profile.form.sections.housekeeping")} fields={["state", "cet_consent", "external_ref"]}>
      <SelectField
        label={t("workers.profile.form.state")}
        name="state"
        defaultValue={worker?.state ?? DEFAULT_STATE}
        options={WORKER_STATES.map((state) => ({ value: state, label: t(`workers.labels.states.${state}`) }))}
        error={error("state")}
      />
      <TextField
        label={t("workers.profile.form.externalRef")}
        name="external_ref"
        defaultValue={worker?.external_ref ?? ""}
        maxLength={EXTERNAL_REF_MAX}
        autoComplete="off"
        hint={t("workers.profile.form.externalRefHint", { max: EXTERNAL_REF_MAX })}
        error={error("external_ref")}
      />
      <CheckboxField
        label={t("workers.profile.form.cetConsent")}
        name="cet_consent"
        defaultChecked={worker?.cet_consent ?? false}
        className="sm:col-span-2"
        error={error("cet_consent")}
      />
      {worker ? <WorkerRecord worker={worker} /> : null}
    </WorkerFormSection>
  );
}

/** What the server keeps about the file itself: read-only. */
function WorkerRecord({ worker }: { worker: WorkerFile }) {
  const { t, i18n } = useTranslation();
  const rows = [
    { label: t("workers.profile.form.productNumber"), value: worker.product_number ?? t("workers.profile.form.productNumberNone") },
    { label: t("workers.profile.form.createdAt"), value: formatDateTime(new Date(worker.created_at), i18n.language) },
    { label: t("workers.profile.form.updatedAt"), value: formatDateTime(new Date(worker.updated_at), i18n.language) },
    {
      label: t("workers.profile.form.ageAtRegistration"),
      value: worker.under_18 ? t("workers.profile.form.under18Record") : t("workers.profile.form.adult"),
    },
  ];
  return (
    <div className="sm:col-span-2">
      <h3 className="text-sm font-medium text-ink">{t("workers.profile.form.record")}</h3>
      <dl className="mt-2 grid gap-x-6 gap-y-2 rounded-xl bg-surface-muted px-4 py-3 text-sm sm:grid-cols-2" data-testid="worker-record">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-ink-muted">{row.label}</dt>
            <dd className="font-medium text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
