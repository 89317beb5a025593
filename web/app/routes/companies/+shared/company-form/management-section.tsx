import { useTranslation } from "#web/app/i18n/use-translation";
import { FieldsetCard } from "#web/app/components/form/fieldset-card";
import { TextField } from "#web/app/components/form/text-field";
import { useCompanyForm } from "./company-form-context";

/** Spec 001 §3 says nothing of revenue ranges: these are suggestions, any text up to 50 characters goes. */
const RANGE_SUGGESTIONS = [
  "< 100 k€",
  "100 k€ – 500 k€",
  "500 k€ – 1 M€",
  "1 M€ – 2 M€",
  "2 M€ – 5 M€",
  "5 M€ – 10 M€",
  "10 M€ – 20 M€",
  "20 M€ – 50 M€",
  "50 M€ – 100 M€",
  "> 100 M€",
];

/** Spec 000 §3 Company management: the manager's name, revenue and net income ranges. */
export function ManagementSection() {
  const { t } = useTranslation();
  const { company, error } = useCompanyForm();
  return (
    <FieldsetCard title={t("companies.form.management")}>
      <TextField
        label={t("companies.form.managerLastName")}
        name="manager_last_name"
        defaultValue={company?.manager_last_name ?? ""}
        maxLength={100}
        autoComplete="off"
        error={error("manager_last_name")}
      />
      <TextField
        label={t("companies.form.managerFirstName")}
        name="manager_first_name"
        defaultValue={company?.manager_first_name ?? ""}
        maxLength={100}
        autoComplete="off"
        error={error("manager_first_name")}
      />
      <TextField
        label={t("companies.form.revenueRange")}
        name="revenue_range"
        defaultValue={company?.revenue_range ?? ""}
        list="company-ranges"
        maxLength={50}
        hint={t("companies.form.rangeHint")}
        error={error("revenue_range")}
      />
      <TextField
        label={t("companies.form.netIncomeRange")}
        name="net_income_range"
        defaultValue={company?.net_income_range ?? ""}
        list="company-ranges"
        maxLength={50}
        hint={t("companies.form.rangeHint")}
        error={error("net_income_range")}
      />
      <datalist id="company-ranges">
        {RANGE_SUGGESTIONS.map((range) => (
          <option key={range} value={range} />
        ))}
      </datalist>
    </FieldsetCard>
  );
}
