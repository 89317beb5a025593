import { useEffect, useState, type FocusEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { CompanyCreateSchema, type CompanyDetail } from "../../../../../domain/companies/company-schemas";
import { COMPANY_STATES } from "../../../../../domain/enums/other";
import { formatFrenchPhone } from "../../../../../domain/french/phone";
import { sirenFromSiret } from "../../../../../domain/french/siren-siret";
import { buttonStyles } from "../../../components/button-styles";
import { CompanyPicker, type CompanyOption } from "../../../components/company-picker";
import { CheckboxField } from "../../../components/form/checkbox-field";
import { FieldsetCard } from "../../../components/form/fieldset-card";
import { RefusalAlerts } from "../../../components/form/refusal-alerts";
import { SelectField } from "../../../components/form/select-field";
import { TextField } from "../../../components/form/text-field";
import { fieldNameOf, issueTextsFromApi, issueTextsFromZod, shouldCheckOnBlur, type IssueTexts } from "../../../lib/field-issues";
import { useCheckedForm } from "../../../lib/use-checked-form";
import type { ActionRefusal } from "./companies-api.server";
import { CityField, useCommunesOfPostalCode } from "./city-field";
import { companyInputFromForm, derivedVatNumber } from "./company-form-values";
import { LegalFormField, NafCodeField } from "./reference-fields";
import type { LegalFormOption, NafOption, ReferenceLists } from "./reference-types";

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

/** Fields the form shows; a refusal of any other (space_id…) goes to the message above the form. */
const SHOWN_FIELDS = new Set([
  "name", "trade_name", "siret", "siren", "vat_code", "state", "association_code", "ape_code", "ape_nomenclature",
  "legal_form_code", "staff_size_band", "activity_section", "idcc", "etp_count", "is_foreign", "address", "zipcode",
  "city", "head_office_address", "head_office_complement", "head_office_zipcode", "head_office_city",
  "head_office_country", "billing_address", "billing_complement", "billing_zipcode", "billing_city", "billing_country",
  "phone", "website", "url", "default_notification_email", "urssaf_city", "manager_last_name", "manager_first_name",
  "revenue_range", "net_income_range", "parent_company_id", "group_company_id",
]);

export interface CompanyFormInitial {
  ape: NafOption | null;
  legalForm: LegalFormOption | null;
  parent: CompanyOption | null;
  group: CompanyOption | null;
}

interface CompanyFormProps {
  mode: "create" | "edit";
  company: CompanyDetail | null;
  spaceId: number;
  references: ReferenceLists;
  initial: CompanyFormInitial;
  submitting: boolean;
  /** The action's last refusal; each new one is shown (field messages under the fields). */
  refusal: ActionRefusal | null;
  onSubmit(formData: FormData): void;
}

function checkInBrowser(form: HTMLFormElement): IssueTexts {
  const input = companyInputFromForm(new FormData(form));
  const parsed = CompanyCreateSchema.safeParse(input);
  return parsed.success ? {} : issueTextsFromZod(parsed.error, input);
}

/**
 * Every field of the spec's Company (000 §3) in sections, checked in the browser with the schema /v1
 * uses (CompanyCreateSchema) as fields are left, and the server's refusals shown under the fields.
 * Entering a valid SIRET fills the SIREN; the VAT number follows the SIREN; a French postal code offers
 * its communes for the city.
 */
export function CompanyForm({ mode, company, spaceId, references, initial, submitting, refusal, onSubmit }: CompanyFormProps) {
  const { t } = useTranslation();
  const [siret, setSiret] = useState(company?.siret ?? "");
  const [siren, setSiren] = useState(company?.siren ?? "");
  const [foreign, setForeign] = useState(company?.is_foreign ?? false);
  const [zipcode, setZipcode] = useState(company?.zipcode ?? "");
  const [city, setCity] = useState(company?.city ?? "");
  const [ape, setApe] = useState<NafOption | null>(initial.ape);
  const [legalForm, setLegalForm] = useState<LegalFormOption | null>(initial.legalForm);
  const [parent, setParent] = useState<CompanyOption | null>(initial.parent);
  const [group, setGroup] = useState<CompanyOption | null>(initial.group);
  const form = useCheckedForm({ check: checkInBrowser, refusal, textsOf: issueTextsFromApi });
  const { formRef, errors, errorText: error, recheck, forget } = form;
  const communes = useCommunesOfPostalCode(zipcode, foreign);

  // One commune for the postal code and no city yet: that commune is the city.
  const [onlyCommune] = communes.length === 1 ? communes : [];
  useEffect(() => {
    if (onlyCommune) setCity((current) => (current.trim() === "" ? onlyCommune : current));
  }, [onlyCommune]);

  function leaveField(event: FocusEvent<HTMLFormElement>) {
    const name = fieldNameOf(event);
    if (name && SHOWN_FIELDS.has(name) && shouldCheckOnBlur(event, form.submitted)) recheck(name === "siret" || name === "siren" ? ["siret", "siren"] : [name]);
  }

  function changeField(event: FormEvent<HTMLFormElement>) {
    const name = fieldNameOf(event);
    // A field already refused is re-checked as it is corrected, so the message goes as soon as it is right.
    if (name && errors[name]) recheck([name]);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.validate(event.currentTarget)) onSubmit(new FormData(event.currentTarget));
  }

  const required = (label: string) => `${label} *`;
  const vat = foreign ? null : derivedVatNumber(siren, siret);

  return (
    <form ref={formRef} method="post" noValidate onSubmit={submit} onBlur={leaveField} onChange={changeField} className="space-y-6">
      <p className="text-sm text-ink-muted">{t("companies.form.requiredNote")}</p>

      <RefusalAlerts
        form={form}
        fixMessage={t("companies.form.fixErrors")}
        failedMessage={mode === "create" ? t("companies.form.createFailed") : t("companies.form.updateFailed")}
        isShown={(field) => SHOWN_FIELDS.has(field)}
      />

      <FieldsetCard title={t("companies.form.identity")}>
        <TextField
          label={required(t("companies.form.name"))}
          name="name"
          defaultValue={company?.name}
          required
          maxLength={99}
          autoComplete="organization"
          error={error("name")}
        />
        <TextField
          label={required(t("companies.form.tradeName"))}
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
            setSiret(event.target.value);
            const fromSiret = sirenFromSiret(event.target.value);
            if (fromSiret) {
              setSiren(fromSiret);
              forget("siren");
            }
          }}
          inputMode="numeric"
          maxLength={30}
          hint={t("companies.form.siretHint")}
          error={error("siret")}
        />
        <TextField
          label={t("companies.form.siren")}
          name="siren"
          value={siren}
          onChange={(event) => setSiren(event.target.value)}
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

      <FieldsetCard title={t("companies.form.activity")}>
        <NafCodeField
          label={t("companies.form.apeCode")}
          value={ape}
          onChange={(chosen) => {
            setApe(chosen);
            forget("ape_code");
            forget("ape_nomenclature");
          }}
          placeholder={t("companies.filters.apePlaceholder")}
          hint={t("companies.form.apeHint")}
          error={error("ape_code") ?? error("ape_nomenclature")}
        />
        <SelectField
          label={t("companies.form.section")}
          name="activity_section"
          defaultValue={company?.activity_section ?? ""}
          emptyLabel={t("companies.form.notSet")}
          options={references.sections.map((section) => ({ value: section.code, label: `${section.code} – ${section.label}` }))}
          hint={t("companies.form.sectionHint")}
          error={error("activity_section")}
        />
        <LegalFormField
          label={t("companies.form.legalForm")}
          value={legalForm}
          onChange={(chosen) => {
            setLegalForm(chosen);
            forget("legal_form_code");
          }}
          placeholder={t("companies.filters.legalFormPlaceholder")}
          error={error("legal_form_code")}
        />
        <SelectField
          label={t("companies.form.staffBand")}
          name="staff_size_band"
          defaultValue={company?.staff_size_band ?? ""}
          emptyLabel={t("companies.form.notSet")}
          options={references.staffBands.map((band) => ({ value: band.code, label: band.label }))}
          error={error("staff_size_band")}
        />
        <TextField
          label={t("companies.form.idcc")}
          name="idcc"
          defaultValue={company?.idcc ?? ""}
          inputMode="numeric"
          maxLength={4}
          hint={t("companies.form.idccHint")}
          error={error("idcc")}
        />
        <TextField
          label={t("companies.form.etpCount")}
          name="etp_count"
          defaultValue={company?.etp_count ?? ""}
          inputMode="numeric"
          maxLength={9}
          error={error("etp_count")}
        />
      </FieldsetCard>

      <FieldsetCard title={t("companies.form.address")}>
        <CheckboxField
          label={t("companies.form.isForeign")}
          name="is_foreign"
          checked={foreign}
          onChange={(event) => setForeign(event.target.checked)}
          hint={t("companies.form.isForeignHint")}
          className="sm:col-span-2"
        />
        <TextField
          label={required(t("companies.form.street"))}
          name="address"
          defaultValue={company?.address}
          required
          maxLength={254}
          autoComplete="street-address"
          className="sm:col-span-2"
          error={error("address")}
        />
        <TextField
          label={required(t("companies.form.postalCode"))}
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
          label={required(t("companies.form.city"))}
          name="city"
          value={city}
          onChange={(value) => {
            setCity(value);
            if (errors.city && value.trim() !== "") forget("city");
          }}
          communes={communes}
          required
          hint={foreign ? undefined : t("companies.form.cityHint")}
          error={error("city")}
        />
        <AddressGroup prefix="head_office" title={t("companies.form.headOffice")} company={company} error={error} />
        <AddressGroup prefix="billing" title={t("companies.form.billing")} company={company} error={error} />
      </FieldsetCard>

      <FieldsetCard title={t("companies.form.contact")}>
        <TextField
          label={t("companies.form.phone")}
          name="phone"
          type="tel"
          defaultValue={company?.phone ? formatFrenchPhone(company.phone) : ""}
          autoComplete="tel"
          maxLength={40}
          error={error("phone")}
        />
        <TextField
          label={t("companies.form.notificationEmail")}
          name="default_notification_email"
          type="email"
          defaultValue={company?.default_notification_email ?? ""}
          autoComplete="email"
          maxLength={254}
          error={error("default_notification_email")}
        />
        <TextField
          label={t("companies.form.website")}
          name="website"
          type="url"
          defaultValue={company?.website ?? ""}
          inputMode="url"
          maxLength={254}
          error={error("website")}
        />
        <TextField
          label={t("companies.form.url")}
          name="url"
          defaultValue={company?.url ?? ""}
          inputMode="url"
          maxLength={254}
          hint={t("companies.form.urlHint")}
          error={error("url")}
        />
        <TextField
          label={t("companies.form.urssafCity")}
          name="urssaf_city"
          defaultValue={company?.urssaf_city ?? ""}
          maxLength={254}
          error={error("urssaf_city")}
        />
      </FieldsetCard>

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

      <FieldsetCard title={t("companies.form.relations")}>
        <CompanyPicker
          label={t("companies.form.parentCompany")}
          spaceId={spaceId}
          value={parent}
          onChange={(chosen) => {
            setParent(chosen);
            forget("parent_company_id");
          }}
          excludeId={company?.id}
          name="parent_company_id"
          placeholder={t("companies.form.companyPlaceholder")}
          hint={t("companies.form.relationHint")}
          error={error("parent_company_id")}
        />
        <CompanyPicker
          label={t("companies.form.groupCompany")}
          spaceId={spaceId}
          value={group}
          onChange={(chosen) => {
            setGroup(chosen);
            forget("group_company_id");
          }}
          excludeId={company?.id}
          name="group_company_id"
          placeholder={t("companies.form.companyPlaceholder")}
          hint={t("companies.form.relationHint")}
          error={error("group_company_id")}
        />
      </FieldsetCard>

      <div className="sticky bottom-20 z-10 -mx-4 flex justify-end gap-2 border-t border-line bg-canvas/90 px-4 py-3 backdrop-blur md:bottom-0 md:mx-0 md:rounded-xl md:border md:px-4">
        <button type="submit" className={buttonStyles.primary} disabled={submitting}>
          {mode === "create"
            ? submitting
              ? t("companies.form.creating")
              : t("companies.form.create")
            : submitting
              ? t("companies.form.saving")
              : t("companies.form.save")}
        </button>
      </div>
    </form>
  );
}

/** Head-office and billing addresses: any country, so the postal code is free text. */
function AddressGroup({
  prefix,
  title,
  company,
  error,
}: {
  prefix: "head_office" | "billing";
  title: string;
  company: CompanyDetail | null;
  error(field: string): string | undefined;
}) {
  const { t } = useTranslation();
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
