import { CompanyCreateSchema } from "#domain/companies/company-schemas";
import { frenchVatNumber, normalizeSiret, sirenFromSiret } from "#domain/french/siren-siret";
import { fieldMessagesFromZod } from "#web/app/lib/field-messages";
import type { FieldMessages } from "#web/app/lib/forms/refusal";

// The company form as the JSON /v1 takes (keys are the spec's field names), built the same way in the
// browser (instant check with CompanyCreateSchema) and in the action (checked again, then sent).

/** Spec §5: name, trade name, address, postal code and city are required. Left out when empty. */
const REQUIRED_TEXT = ["name", "trade_name", "address", "zipcode", "city"] as const;

/** Optional texts: an empty field is `null`, which clears the stored value on an update. */
const OPTIONAL_TEXT = [
  "siren",
  "siret",
  "phone",
  "website",
  "url",
  "association_code",
  "default_notification_email",
  "urssaf_city",
  "ape_code",
  "legal_form_code",
  "staff_size_band",
  "idcc",
  "manager_last_name",
  "manager_first_name",
  "revenue_range",
  "net_income_range",
  "head_office_address",
  "head_office_complement",
  "head_office_zipcode",
  "head_office_city",
  "head_office_country",
  "billing_address",
  "billing_complement",
  "billing_zipcode",
  "billing_city",
  "billing_country",
] as const;

const COMPANY_IDS = ["parent_company_id", "group_company_id"] as const;

function textOf(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** Digits become a number; anything else stays text, for the schema to refuse with its own message. */
function integerOf(text: string): number | string | null {
  if (text === "") return null;
  return /^\d{1,12}$/.test(text) ? Number(text) : text;
}

/**
 * The VAT number a French company is stored with, derived from its SIREN (or its SIRET's first nine
 * digits): the form shows it, and sends it so an update that changes the SIREN keeps the two in step.
 */
export function derivedVatNumber(siren: string, siret: string): string | null {
  const fromSiren = normalizeSiret(siren);
  const base = fromSiren !== "" ? fromSiren : sirenFromSiret(siret);
  return base ? frenchVatNumber(base) : null;
}

/** The company of a submitted form, for CompanyCreateSchema (browser, action) and then POST or PATCH. */
export function companyInputFromForm(formData: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const name of REQUIRED_TEXT) {
    const value = textOf(formData, name);
    if (value !== "") input[name] = value;
  }
  for (const name of OPTIONAL_TEXT) input[name] = textOf(formData, name) || null;

  const foreign = formData.get("is_foreign") === "on";
  input.is_foreign = foreign;
  input.vat_code = foreign ? textOf(formData, "vat_code") || null : derivedVatNumber(textOf(formData, "siren"), textOf(formData, "siret"));

  // The nomenclature only describes a code. A section left empty beside an APE code is left out, so
  // the server deduces it from the code (decision 0005); without a code, empty clears it.
  input.ape_nomenclature = input.ape_code ? textOf(formData, "ape_nomenclature") || null : null;
  const section = textOf(formData, "activity_section");
  if (section !== "") input.activity_section = section;
  else if (!input.ape_code) input.activity_section = null;

  input.etp_count = integerOf(textOf(formData, "etp_count"));
  for (const name of COMPANY_IDS) input[name] = integerOf(textOf(formData, name));

  const state = textOf(formData, "state");
  if (state !== "") input.state = state;
  return input;
}

/** The form's refusals by the schema /v1 applies (CompanyCreateSchema), the browser's check on Conform. */
export function checkCompanyForm(formData: FormData): FieldMessages {
  const input = companyInputFromForm(formData);
  const parsed = CompanyCreateSchema.safeParse(input);
  return parsed.success ? {} : fieldMessagesFromZod(parsed.error, input);
}
