import { useTranslation } from "#web/app/i18n/use-translation";
import { TextField } from "#web/app/components/form/text-field";
import type { OrderFieldValues } from "./order-fields";

// What the mission contracts need of the order besides its terms (Code du travail L1251-43 1°, L1251-16
// 4°): what justifies the reason for recourse, the person replaced, the trial period. The contracts'
// creation refuses without them, naming each (decision 0050).
export function OrderContractMentionsFields({
  errorOf,
  order,
}: {
  errorOf: (field: string) => string | undefined;
  order: OrderFieldValues;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold text-gray-900 dark:text-gray-100">{t("contracts.mentions.sectionTitle")}</legend>
      <p className="text-sm text-gray-600 dark:text-gray-300">{t("contracts.mentions.sectionHint")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("contracts.mentions.recourse_justification")}
          name="recourse_justification"
          maxLength={500}
          hint={t("contracts.mentions.recourseJustificationHint")}
          defaultValue={order.recourse_justification ?? undefined}
          error={errorOf("recourse_justification")}
        />
        <TextField
          label={t("contracts.mentions.replaced_person")}
          name="replaced_person"
          maxLength={255}
          hint={t("contracts.mentions.replacedPersonHint")}
          defaultValue={order.replaced_person ?? undefined}
          error={errorOf("replaced_person")}
        />
        <TextField
          label={t("contracts.mentions.trial_period_days")}
          name="trial_period_days"
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          hint={t("contracts.mentions.trialPeriodHint")}
          defaultValue={order.trial_period_days == null ? undefined : String(order.trial_period_days)}
          error={errorOf("trial_period_days")}
        />
      </div>
    </fieldset>
  );
}
