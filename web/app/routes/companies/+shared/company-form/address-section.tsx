import { useEffect, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { CheckboxField } from "#web/app/components/form/checkbox-field";
import { FieldsetCard } from "#web/app/components/form/fieldset-card";
import { TextField } from "#web/app/components/form/text-field";
import { useRecheckWhenSet } from "#web/app/lib/forms/use-recheck-when-set";
import { communeNames, usePostalCodeCommunes } from "#web/app/lib/use-postal-code-communes";
import { CityField } from "../city-field";
import { OtherAddressFields } from "./other-address-fields";
import { requiredLabel, useCompanyForm } from "./company-form-context";

interface AddressSectionProps {
  /** A foreign company: free postal code, no commune suggestions (the identity section types its VAT number). */
  foreign: boolean;
  onForeignChange(foreign: boolean): void;
}

/** Spec 000 §3 Company address, then its head-office and billing addresses. A French postal code offers its communes. */
export function AddressSection({ foreign, onForeignChange }: AddressSectionProps) {
  const { t } = useTranslation();
  const { company, error, form } = useCompanyForm();
  const [zipcode, setZipcode] = useState(company?.zipcode ?? "");
  const [city, setCity] = useState(company?.city ?? "");
  const communes = communeNames(usePostalCodeCommunes(zipcode, { enabled: !foreign }));

  // One commune for the postal code and no city yet: that commune is the city.
  const [onlyCommune] = communes.length === 1 ? communes : [];
  useEffect(() => {
    if (onlyCommune) setCity((current) => (current.trim() === "" ? onlyCommune : current));
  }, [onlyCommune]);
  // A commune picked, or filled from the postal code, drops the city's refusal, if any.
  useRecheckWhenSet(form, "city", city);

  return (
    <FieldsetCard title={t("companies.form.address")}>
      <CheckboxField
        label={t("companies.form.isForeign")}
        name="is_foreign"
        checked={foreign}
        onChange={(event) => onForeignChange(event.target.checked)}
        hint={t("companies.form.isForeignHint")}
        className="sm:col-span-2"
      />
      <TextField
        label={requiredLabel(t("companies.form.street"))}
        name="address"
        defaultValue={company?.address}
        required
        maxLength={254}
        autoComplete="street-address"
        className="sm:col-span-2"
        error={error("address")}
      />
      <TextField
        label={requiredLabel(t("companies.form.postalCode"))}
        name="zipcode"
        value={zipcode}
        onChange={(event) => setZipcode(event.target.value)}
        required
        inputMode={foreign ? "text" : "numeric"}
        maxLength={foreign ? 20 : 5}
        autoComplete="postal-code"
        error={error("zipcode")}
      />
      <CityField
        label={requiredLabel(t("companies.form.city"))}
        name="city"
        value={city}
        onChange={setCity}
        communes={communes}
        required
        hint={foreign ? undefined : t("companies.form.cityHint")}
        error={error("city")}
      />
      <OtherAddressFields prefix="head_office" title={t("companies.form.headOffice")} />
      <OtherAddressFields prefix="billing" title={t("companies.form.billing")} />
    </FieldsetCard>
  );
}
