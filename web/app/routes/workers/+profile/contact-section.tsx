import { useEffect, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { formatFrenchPhone } from "#domain/french/phone";
import { TextField } from "#web/app/components/form/text-field";
import { useRecheckWhenSet } from "#web/app/lib/forms/use-recheck-when-set";
import { communeNames, usePostalCodeCommunes } from "#web/app/lib/use-postal-code-communes";
import { CityField } from "#web/app/routes/companies/+shared/city-field";
import { useWorkerForm } from "./worker-form-context";
import { WorkerFormSection } from "./worker-form-section";

const FIELDS = [
  "postal_address",
  "postal_complement",
  "postal_code",
  "postal_city",
  "postal_country",
  "mobile_phone_number",
  "phone_number",
  "email",
] as const;

/**
 * Spec 000 §3 Address and contact. Phones are stored in E.164 and shown back as typed in France;
 * a postal code offers its communes for the city.
 */
export function ContactSection() {
  const { t } = useTranslation();
  const { worker, error, form } = useWorkerForm();
  const [postalCode, setPostalCode] = useState(worker?.postal_code ?? "");
  const [city, setCity] = useState(worker?.postal_city ?? "");
  const communes = communeNames(usePostalCodeCommunes(postalCode));

  // One commune for the postal code and no city yet: that commune is the city.
  const [onlyCommune] = communes.length === 1 ? communes : [];
  useEffect(() => {
    if (onlyCommune) setCity((current) => (current.trim() === "" ? onlyCommune : current));
  }, [onlyCommune]);
  // A commune picked, or filled from the postal code, drops the city's refusal, if any.
  useRecheckWhenSet(form, "postal_city", city);

  return (
    <WorkerFormSection title={t("workers.profile.form.sections.contact")} fields={FIELDS}>
      <TextField
        label={t("workers.profile.form.mobilePhone")}
        name="mobile_phone_number"
        type="tel"
        defaultValue={worker?.mobile_phone_number ? formatFrenchPhone(worker.mobile_phone_number) : ""}
        autoComplete="off"
        maxLength={30}
        hint={t("workers.profile.form.mobilePhoneHint")}
        error={error("mobile_phone_number")}
      />
      <TextField
        label={t("workers.profile.form.email")}
        name="email"
        type="email"
        defaultValue={worker?.email ?? ""}
        autoComplete="off"
        maxLength={254}
        error={error("email")}
      />
      <TextField
        label={t("workers.profile.form.phone")}
        name="phone_number"
        type="tel"
        defaultValue={worker?.phone_number ? formatFrenchPhone(worker.phone_number) : ""}
        autoComplete="off"
        maxLength={30}
        error={error("phone_number")}
      />
      <TextField
        label={t("workers.profile.form.postalAddress")}
        name="postal_address"
        defaultValue={worker?.postal_address ?? ""}
        maxLength={255}
        className="sm:col-span-2"
        error={error("postal_address")}
      />
      <TextField
        label={t("workers.profile.form.postalComplement")}
        name="postal_complement"
        defaultValue={worker?.postal_complement ?? ""}
        maxLength={255}
        className="sm:col-span-2"
        error={error("postal_complement")}
      />
      <TextField
        label={t("workers.profile.form.postalCode")}
        name="postal_code"
        value={postalCode}
        onChange={(event) => setPostalCode(event.target.value)}
        inputMode="numeric"
        maxLength={5}
        error={error("postal_code")}
      />
      <CityField
        label={t("workers.profile.form.postalCity")}
        name="postal_city"
        value={city}
        onChange={setCity}
        communes={communes}
        hint={t("workers.profile.form.postalCityHint")}
        error={error("postal_city")}
      />
      <TextField
        label={t("workers.profile.form.postalCountry")}
        name="postal_country"
        defaultValue={worker?.postal_country ?? ""}
        maxLength={255}
        error={error("postal_country")}
      />
    </WorkerFormSection>
  );
}
