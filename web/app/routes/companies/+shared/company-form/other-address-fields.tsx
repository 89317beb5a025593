import { useTranslation } from "#web/app/i18n/use-translation";
import { TextField } from "#web/app/components/form/text-field";
import { useCompanyForm } from "./company-form-context";

/** Head-office and billing addresses: any country, so the postal code is free text. */
export function OtherAddressFields({ prefix, title }: { prefix: "head_office" | "billing"; title: string }) {
  const { t } = useTranslation();
  const { company, error } = useCompanyForm();
  const field = (name: "address" | "complement" | "zipcode" | "city" | "country") => `${prefix}_${name}` as const;
  // Each label names its address too: three "Postal code" fields would be ambiguous out of context.
  const label = (text: string) => t("companies.form.groupField", { field: text, group: title });
  return (
    <fieldset className="grid gap-4 rounded-xl border border-line p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-medium text-ink-muted">{title}</legend>
      <TextField
        label={label(t("companies.form.street"))}
        name={field("address")}
        defaultValue={company?.[field("address")] ?? ""}
        maxLength={254}
        className="sm:col-span-2"
        error={error(field("address"))}
      />
      <TextField
        label={label(t("companies.form.complement"))}
        name={field("complement")}
        defaultValue={company?.[field("complement")] ?? ""}
        maxLength={254}
        className="sm:col-span-2"
        error={error(field("complement"))}
      />
      <TextField
        label={label(t("companies.form.postalCode"))}
        name={field("zipcode")}
        defaultValue={company?.[field("zipcode")] ?? ""}
        maxLength={20}
        error={error(field("zipcode"))}
      />
      <TextField
        label={label(t("companies.form.city"))}
        name={field("city")}
        defaultValue={company?.[field("city")] ?? ""}
        maxLength={254}
        error={error(field("city"))}
      />
      <TextField
        label={label(t("companies.form.country"))}
        name={field("country")}
        defaultValue={company?.[field("country")] ?? ""}
        maxLength={254}
        error={error(field("country"))}
      />
    </fieldset>
  );
}
