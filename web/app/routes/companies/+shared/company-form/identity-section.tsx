import { useEffect, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { Link } from "react-router";
import { COMPANY_STATES } from "#domain/enums/company";
import { sirenFromSiret } from "#domain/french/siren-siret";
import { FieldsetCard } from "#web/app/components/form/fieldset-card";
import { SelectField } from "#web/app/components/form/select-field";
import { TextField } from "#web/app/components/form/text-field";
import { useRecheckWhenSet } from "#web/app/lib/forms/use-recheck-when-set";
import { derivedVatNumber } from "../company-form-values";
import { requiredLabel, useCompanyForm } from "./company-form-context";

/**
 * Spec 000 §3 Company identity: names, SIRET and SIREN, VAT number, state. Entering a valid SIRET fills
 * the SIREN; a French company's VAT number follows its SIREN, a foreign one's is typed.
 */
export function IdentitySection({ foreign }: { foreign: boolean }) {
  const { t } = useTranslation();
  const { company, error, form, holderOf } = useCompanyForm();
  // The company holding the SIRET of the last refusal, until the SIRET is changed: leaving the field
  // re-checks it in the browser, which must not take the link away before it is clicked.
  const refusedHolder = holderOf("siret");
  const [siretHolder, setSiretHolder] = useState(refusedHolder);
  useEffect(() => setSiretHolder(refusedHolder), [refusedHolder]);
  const [siret, setSiret] = useState(company?.siret ?? "");
  const [siren, setSiren] = useState(company?.siren ?? "");
  const vat = foreign ? null : derivedVatNumber(siren, siret);
  // The SIREN filled from the SIRET drops its refusal, if any.
  useRecheckWhenSet(form, "siren", siren);

  return (
    <FieldsetCard title={t("companies.form.identity")}>
      <TextField
        label={requiredLabel(t("companies.form.name"))}
        name="name"
        defaultValue={company?.name}
        required
        // No maxLength: a longer name is refused with its message, never cut silently while typed.
        autoComplete="organization"
        error={error("name")}
      />
      <TextField
        label={requiredLabel(t("companies.form.tradeName"))}
        name="trade_name"
        defaultValue={company?.trade_name}
        required
        maxLength={254}
        error={error("trade_name")}
      />
      <TextField
        label={t("companies.form.siret")}
        name="siret"
        value={siret}
        onChange={(event) => {
          const filledBefore = sirenFromSiret(siret);
          setSiret(event.target.value);
          setSiretHolder(undefined);
          const fromSiret = sirenFromSiret(event.target.value);
          if (fromSiret) {
            setSiren(fromSiret);
          } else if (filledBefore && siren === filledBefore) {
            // The SIREN (and the VAT number derived from it) came from the SIRET just changed: it no
            // longer stands, so it goes rather than stay as a stale value the user did not type.
            setSiren("");
          }
        }}
        // The SIRET and the SIREN must name the same company: leaving one checks the other again.
        onBlur={() => {
          if (siren.trim() !== "") form.validate({ name: "siren" });
        }}
        inputMode="numeric"
        maxLength={30}
        hint={t("companies.form.siretHint")}
        error={error("siret")}
      />
      {siretHolder ? (
        <p className="-mt-2 text-sm">
          <Link
            to={`/companies/${siretHolder.id}`}
            className="font-medium text-accent underline"
            // Leaving the refused SIRET re-checks it and takes its message away: without this, the link
            // would move up between the press and the release, and the click would be lost.
            onMouseDown={(event) => event.preventDefault()}
          >
            {t("companies.fieldErrors.siretTakenOpen", { name: siretHolder.name })}
          </Link>
        </p>
      ) : null}
      <TextField
        label={t("companies.form.siren")}
        name="siren"
        value={siren}
        onChange={(event) => setSiren(event.target.value)}
        onBlur={() => {
          if (siret.trim() !== "") form.validate({ name: "siret" });
        }}
        inputMode="numeric"
        maxLength={20}
        hint={t("companies.form.sirenHint")}
        error={error("siren")}
      />
      {foreign ? (
        <TextField
          label={t("companies.form.vat")}
          name="vat_code"
          defaultValue={company?.is_foreign ? (company.vat_code ?? "") : ""}
          maxLength={30}
          hint={t("companies.form.vatForeign")}
          error={error("vat_code")}
        />
      ) : (
        <TextField
          label={t("companies.form.vat")}
          name="vat_code_derived"
          value={vat ?? ""}
          readOnly
          aria-readonly
          tabIndex={-1}
          data-testid="vat-code"
          className="[&_input]:bg-surface-muted [&_input]:text-ink-muted"
          hint={vat ? t("companies.form.vatDerived") : t("companies.form.vatMissing")}
          error={error("vat_code")}
        />
      )}
      <SelectField
        label={t("companies.form.state")}
        name="state"
        defaultValue={company?.state ?? "prospect"}
        options={COMPANY_STATES.map((state) => ({ value: state, label: t(`companies.states.${state}`) }))}
        error={error("state")}
      />
      <TextField
        label={t("companies.form.associationCode")}
        name="association_code"
        defaultValue={company?.association_code ?? ""}
        maxLength={6}
        hint={t("companies.form.associationCodeHint")}
        error={error("association_code")}
      />
    </FieldsetCard>
  );
}
