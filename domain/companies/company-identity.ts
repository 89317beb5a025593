import { frenchVatNumber, isValidFrenchVat } from "../french/siren-siret";
import { departementOfPostalCode } from "./departement";

// SIREN, SIRET and VAT of a company (spec 000 §5; DOMAIN.md "SIREN, SIRET, APE" and VAT). The fields
// arrive already normalised and checksum-checked by their zod schemas; these rules tie them together.

export interface CompanyIdentity {
  siren?: string | null;
  siret?: string | null;
  vat_code?: string | null;
  is_foreign?: boolean;
  zipcode?: string;
}

/** A refused field with a stable snake_case reason (the 422's message). */
export interface IdentityIssue {
  field: keyof CompanyIdentity;
  message: string;
}

/**
 * What the server fills in: the SIREN from a SIRET given without one, and the intra-community VAT
 * number from the SIREN when none is given (at creation) or when the SIREN changes (on update: the old
 * number belonged to the old SIREN). A foreign company gets no derived French VAT number.
 */
export function deriveCompanyIdentity(input: CompanyIdentity, current?: CompanyIdentity): Pick<CompanyIdentity, "siren" | "vat_code"> {
  const derived: Pick<CompanyIdentity, "siren" | "vat_code"> = {};
  if (input.siret && input.siren == null) derived.siren = input.siret.slice(0, 9);
  const siren = derived.siren !== undefined ? derived.siren : input.siren !== undefined ? input.siren : (current?.siren ?? null);
  const foreign = input.is_foreign ?? current?.is_foreign ?? false;
  const sirenChanged = current === undefined || siren !== (current.siren ?? null);
  const vatGiven = current === undefined ? input.vat_code != null : input.vat_code !== undefined;
  if (siren && !foreign && sirenChanged && !vatGiven) derived.vat_code = frenchVatNumber(siren);
  return derived;
}

/**
 * The rules between fields, on the company as it would be stored: a SIRET's first nine digits are its
 * SIREN; a French VAT number carries a valid key and the company's SIREN; a French company has a
 * French postal code (01000–98999). `given` is what the caller sent, so a mismatch names the field they changed.
 */
export function companyIdentityIssues(company: CompanyIdentity, given: CompanyIdentity = company): IdentityIssue[] {
  const issues: IdentityIssue[] = [];
  const foreign = company.is_foreign === true;
  if (company.siret && company.siren && company.siret.slice(0, 9) !== company.siren) {
    issues.push({ field: given.siret === undefined && given.siren !== undefined ? "siren" : "siret", message: "siret_siren_mismatch" });
  }
  if (company.vat_code && !foreign) {
    const siren = company.siren ?? company.siret?.slice(0, 9);
    if (!isValidFrenchVat(company.vat_code)) issues.push({ field: "vat_code", message: "vat_code_invalid" });
    else if (siren && company.vat_code.slice(4) !== siren) issues.push({ field: "vat_code", message: "vat_code_siren_mismatch" });
  }
  if (!foreign && company.zipcode !== undefined && departementOfPostalCode(company.zipcode) === null) {
    issues.push({ field: "zipcode", message: "postal_code_format" });
  }
  return issues;
}
