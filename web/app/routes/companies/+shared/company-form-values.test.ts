import { describe, expect, it } from "vitest";
import { CompanyCreateSchema } from "#domain/companies/company-schemas";
import { checkCompanyForm, companyInputFromForm, derivedVatNumber } from "./company-form-values";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const required = {
  name: "Boulangerie Martin",
  trade_name: "Martin",
  address: "3 rue Neuve",
  zipcode: "69003",
  city: "Lyon",
  state: "prospect",
};

describe("the company form as /v1 takes it", () => {
  it("leaves out empty required fields (they read 'required') and clears empty optional ones", () => {
    const input = companyInputFromForm(form({ name: "  ", trade_name: "Martin", phone: "" }));
    expect(input.name).toBeUndefined();
    expect(input.phone).toBeNull();
    const refused = CompanyCreateSchema.safeParse(input).error?.issues.map((issue) => issue.path.join("."));
    expect(refused).toEqual(expect.arrayContaining(["name", "address", "zipcode", "city"]));
  });

  it("passes the shared schema for a complete French company, with its VAT number derived from the SIREN", () => {
    const input = companyInputFromForm(form({ ...required, siret: "732 829 320 00074", siren: "732829320", etp_count: "12" }));
    expect(input).toMatchObject({ vat_code: "FR44732829320", etp_count: 12, is_foreign: false, activity_section: null });
    expect(CompanyCreateSchema.safeParse(input).success).toBe(true);
  });

  it("derives the VAT number from the SIRET while the SIREN is empty", () => {
    expect(derivedVatNumber("", "73282932000074")).toBe("FR44732829320");
    expect(derivedVatNumber("", "73282932000075")).toBeNull();
  });

  it("keeps a foreign company's own VAT number and postal code", () => {
    const input = companyInputFromForm(form({ ...required, zipcode: "SW1A 1AA", is_foreign: "on", vat_code: "GB123456789" }));
    expect(input).toMatchObject({ is_foreign: true, vat_code: "GB123456789" });
    expect(CompanyCreateSchema.safeParse(input).success).toBe(true);
  });

  it("lets the server deduce the section from an APE code, and sends the nomenclature only with a code", () => {
    const withCode = companyInputFromForm(form({ ...required, ape_code: "78.20Z", ape_nomenclature: "naf_rev2" }));
    expect(withCode).toMatchObject({ ape_code: "78.20Z", ape_nomenclature: "naf_rev2" });
    expect("activity_section" in withCode).toBe(false);
    const withoutCode = companyInputFromForm(form({ ...required, ape_nomenclature: "naf_rev2", activity_section: "F" }));
    expect(withoutCode).toMatchObject({ ape_code: null, ape_nomenclature: null, activity_section: "F" });
  });

  it("reads the related companies as ids and refuses a count that is not a number", () => {
    const input = companyInputFromForm(form({ ...required, parent_company_id: "12", group_company_id: "", etp_count: "douze" }));
    expect(input).toMatchObject({ parent_company_id: 12, group_company_id: null, etp_count: "douze" });
    expect(CompanyCreateSchema.safeParse(input).error?.issues.map((issue) => issue.path.join("."))).toEqual(["etp_count"]);
  });

  it("refuses a SIRET whose key is wrong, naming the field", () => {
    const issues = CompanyCreateSchema.safeParse(companyInputFromForm(form({ ...required, siret: "73282932000075" }))).error?.issues;
    expect(issues?.map((issue) => [issue.path.join("."), issue.message])).toEqual([["siret", "siret_checksum"]]);
  });

  it("checks the form as Conform hands it: its intent entry ignored, empty comboboxes cleared, a pick read", () => {
    // Leaving the SIRET: Conform's intent rides along with the fields, the pickers' hidden inputs are empty.
    const blurred = form({
      ...required,
      siret: "73282932000075",
      __intent__: JSON.stringify({ type: "validate", payload: { name: "siret" } }),
      ape_code: "",
      ape_nomenclature: "",
      legal_form_code: "",
      parent_company_id: "",
    });
    expect(checkCompanyForm(blurred)).toEqual({ siret: { key: "companies.fieldErrors.siretChecksum" } });
    expect(companyInputFromForm(blurred)).toMatchObject({
      ape_code: null,
      ape_nomenclature: null,
      legal_form_code: null,
      parent_company_id: null,
    });
    // An APE code picked (useInputControl sets the hidden input): its nomenclature goes with it.
    expect(checkCompanyForm(form({ ...required, ape_code: "78.20Z", ape_nomenclature: "naf_rev2", parent_company_id: "12" }))).toEqual({});
    expect(checkCompanyForm(form({ ...required, ape_code: "78.20Z", ape_nomenclature: "naf_1993" }))).toHaveProperty("ape_nomenclature");
  });
});
