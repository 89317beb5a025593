import { useTranslation } from "#web/app/i18n/use-translation";
import { PAYMENT_CATEGORIES } from "#domain/enums/worker";
import { formatIban } from "#domain/french/iban-bic";
import { SelectField } from "#web/app/components/form/select-field";
import { TextField } from "#web/app/components/form/text-field";
import { useWorkerForm } from "./worker-form-context";
import { WorkerFormSection } from "./worker-form-section";

const FIELDS = ["wage_category", "payment_category", "domiciliation", "beneficiary", "iban", "bic"] as const;

/** Spec 000 §3 Bank data, for payslips: IBAN and BIC are checked (domain/french/iban-bic). */
export function BankSection() {
  const { t } = useTranslation();
  const { worker, error } = useWorkerForm();
  return (
    <WorkerFormSection title={t("workers.profile.form.sections.bank")} fields={FIELDS}>
      <TextField
        label={t("workers.profile.form.wageCategory")}
        name="wage_category"
        defaultValue={worker?.wage_category ?? ""}
        maxLength={255}
        error={error("wage_category")}
      />
      <SelectField
        label={t("workers.profile.form.paymentCategory")}
        name="payment_category"
        defaultValue={worker?.payment_category ?? ""}
        emptyLabel={t("workers.profile.form.notSet")}
        options={PAYMENT_CATEGORIES.map((category) => ({ value: category, label: t(`workers.labels.paymentCategories.${category}`) }))}
        error={error("payment_category")}
      />
      <TextField
        label={t("workers.profile.form.beneficiary")}
        name="beneficiary"
        defaultValue={worker?.beneficiary ?? ""}
        maxLength={255}
        autoComplete="off"
        error={error("beneficiary")}
      />
      <TextField
        label={t("workers.profile.form.domiciliation")}
        name="domiciliation"
        defaultValue={worker?.domiciliation ?? ""}
        maxLength={255}
        error={error("domiciliation")}
      />
      <TextField
        label={t("workers.profile.form.iban")}
        name="iban"
        defaultValue={worker?.iban ? formatIban(worker.iban) : ""}
        maxLength={50}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={error("iban")}
      />
      <TextField
        label={t("workers.profile.form.bic")}
        name="bic"
        defaultValue={worker?.bic ?? ""}
        maxLength={20}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={error("bic")}
      />
    </WorkerFormSection>
  );
}
