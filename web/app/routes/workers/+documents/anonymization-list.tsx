import { useTranslation } from "#web/app/i18n/use-translation";
import { ANONYMIZED_FIELDS, type AnonymizedField } from "#domain/documents/anonymized-cv-schemas";
import { CheckboxField } from "#web/app/components/form/checkbox-field";
import { writeStored } from "#web/app/lib/local-storage";

/**
 * The user's proposal anonymisation list (spec 001 §3): which of the worker's fields a CV hides wherever
 * it shows them. Kept in this browser's local storage, as the spec lists it; all five by default.
 */
export function AnonymizationList({ listed }: { listed: readonly AnonymizedField[] }) {
  const { t } = useTranslation();
  const toggle = (field: AnonymizedField, hidden: boolean) =>
    writeStored(
      "proposalAnonymization",
      ANONYMIZED_FIELDS.filter((other) => (other === field ? hidden : listed.includes(other))),
    );
  return (
    <fieldset className="rounded-xl border border-line bg-surface p-4" data-testid="anonymization-list">
      <legend className="px-1 text-sm font-semibold text-ink">{t("documents.anonymize.listLegend")}</legend>
      <p className="text-xs text-ink-muted">{t("documents.anonymize.listHint")}</p>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {ANONYMIZED_FIELDS.map((field) => (
          <CheckboxField
            key={field}
            name={`hide-${field}`}
            label={t(`documents.anonymize.fieldNames.${field}`)}
            checked={listed.includes(field)}
            onChange={(event) => toggle(field, event.target.checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}
