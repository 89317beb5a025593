import type { Database } from "#db/client";
import type { CompanyRow, CompanyValues } from "#db/companies/company-values";
import { findCompanyBySiret } from "#db/companies/find-company-by-siret";
import { findCompanyReferences } from "#db/companies/find-company-references";
import { getCompany } from "#db/companies/get-company";
import { isCompanyAssociationCodeTaken } from "#db/companies/is-company-association-code-taken";
import { isCompanyInParentChain } from "#db/companies/is-company-in-parent-chain";
import { geolocatePostalCode } from "#db/reference/geolocate-postal-code";
import { uniqueViolationColumns } from "#db/unique-violation";
import { companyIdentityIssues, deriveCompanyIdentity } from "#domain/companies/company-identity";
import type { CompanyUpdateInput } from "#domain/companies/company-schemas";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import { normalizeSearchText } from "#domain/format/search-text";
import { fieldsRefused } from "../fields-refused";

// The server's part of a company write (spec 000 §5): the rules that need the stored company or the
// database, and the values it derives. Shared by creation and update.

type Issue = { field: string; message: string };
type Derived = Partial<CompanyValues>;

/**
 * Checks `input` against the stored company (`current`, absent on creation) and the reference tables,
 * and answers the values to write on top of it: SIREN and VAT derived, APE nomenclature and section,
 * coordinates from the postal code, the search text. Throws one 422 naming every refused field, or
 * 409 when the association code is taken.
 */
export async function prepareCompanyWrite(
  db: Database,
  spaceId: number,
  input: CompanyUpdateInput,
  current?: CompanyRow,
): Promise<Derived> {
  const identity = deriveCompanyIdentity(input, current);
  const merged = { ...current, ...input, ...identity };
  const issues: Issue[] = companyIdentityIssues(merged, input);
  const derived: Derived = { ...identity };
  issues.push(...(await referenceIssues(db, input, current, derived)));
  issues.push(...(await relatedCompanyIssues(db, spaceId, input, current)));
  if (issues.length > 0) throw fieldsRefused(issues);

  if (input.association_code && (await isCompanyAssociationCodeTaken(db, input.association_code, current?.id))) {
    throw associationCodeTaken();
  }
  // Decision 0016: one company per SIRET in a space; the answer links to the one that holds it.
  if (input.siret) {
    const holder = await findCompanyBySiret(db, spaceId, input.siret, current?.id);
    if (holder) throw siretTaken(holder);
  }
  // Coordinates follow the postal code (the distance filter reads them); a foreign company has none.
  const moved = input.zipcode !== undefined && input.zipcode !== current?.zipcode;
  if (moved || input.is_foreign !== undefined) {
    const position = merged.is_foreign ? undefined : await geolocatePostalCode(db, merged.zipcode!);
    derived.latitude = position?.latitude ?? null;
    derived.longitude = position?.longitude ?? null;
  }
  const searched = [merged.name, merged.trade_name, merged.city, merged.zipcode, merged.siret];
  derived.search_text = normalizeSearchText(searched.filter(Boolean).join(" "));
  return derived;
}

/**
 * Runs a company write. The check above answers the common case; the unique indexes catch a request
 * that took the same association code or SIRET in between, and this gives that one the same 409.
 */
export async function refusingTakenValues<T>(
  db: Database,
  spaceId: number,
  siret: string | null | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const columns = uniqueViolationColumns(error, "companies");
    if (columns.includes("association_code")) throw associationCodeTaken();
    if (columns.includes("siret") && siret) {
      const holder = await findCompanyBySiret(db, spaceId, siret);
      if (holder) throw siretTaken(holder);
    }
    throw error;
  }
}

function siretTaken(holder: { id: number; name: string }) {
  return new AppError("conflict", SERVER_MESSAGES.siretTaken, {
    fields: [{ field: "siret", reason: "taken", message: SERVER_MESSAGES.siretTaken, existing: holder }],
  });
}

function associationCodeTaken() {
  return new AppError("conflict", SERVER_MESSAGES.associationCodeUsed, {
    fields: [{ field: "association_code", reason: "taken", message: SERVER_MESSAGES.associationCodeUsed }],
  });
}

/** APE code (either NAF; store which), legal form and staff band must exist in the reference tables. */
async function referenceIssues(db: Database, input: CompanyUpdateInput, current: CompanyRow | undefined, derived: Derived) {
  const issues: Issue[] = [];
  const apeCode = input.ape_code ?? (input.ape_nomenclature ? current?.ape_code : undefined);
  const references = await findCompanyReferences(db, {
    apeCode,
    legalFormCode: input.legal_form_code,
    staffSizeBand: input.staff_size_band,
  });
  if (apeCode) {
    const wanted = input.ape_nomenclature;
    // NAF rev. 2 stays the reference until 2027 (DOMAIN.md): it wins when the code exists in both.
    const match = wanted
      ? references.ape.find((entry) => entry.nomenclature === wanted)
      : (references.ape.find((entry) => entry.nomenclature === "naf_rev2") ?? references.ape[0]);
    if (!match) issues.push({ field: "ape_code", message: wanted ? "ape_code_not_in_nomenclature" : "ape_code_unknown" });
    else {
      derived.ape_nomenclature = match.nomenclature;
      if (input.activity_section === undefined && match.section) derived.activity_section = match.section;
    }
  } else if (input.ape_code === null || (input.ape_nomenclature !== undefined && !current?.ape_code)) {
    // No code, no nomenclature: a nomenclature alone would describe nothing.
    derived.ape_nomenclature = null;
  }
  if (input.legal_form_code && !references.legalFormExists) issues.push({ field: "legal_form_code", message: "legal_form_unknown" });
  if (input.staff_size_band && !references.staffSizeBandExists) {
    issues.push({ field: "staff_size_band", message: "staff_size_band_unknown" });
  }
  return issues;
}

/** Parent and group companies: another company of the same space, and no loop of parents. */
async function relatedCompanyIssues(db: Database, spaceId: number, input: CompanyUpdateInput, current: CompanyRow | undefined) {
  const issues: Issue[] = [];
  for (const field of ["parent_company_id", "group_company_id"] as const) {
    const relatedId = input[field];
    if (relatedId == null) continue;
    if (relatedId === current?.id) {
      issues.push({ field, message: "company_is_itself" });
      continue;
    }
    const related = await getCompany(db, relatedId);
    if (!related || related.space_id !== spaceId) issues.push({ field, message: "company_not_in_space" });
    else if (field === "parent_company_id" && current && (await isCompanyInParentChain(db, relatedId, current.id))) {
      issues.push({ field, message: "company_parent_loop" });
    }
  }
  return issues;
}
