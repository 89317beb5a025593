import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { frenchVatNumber, isValidSiret } from "../french/siren-siret";
import { companyIdentityIssues, deriveCompanyIdentity } from "./company-identity";
import { CompanyCreateSchema, ListCompaniesQuerySchema } from "./company-schemas";
import { ContactCreateSchema } from "./contact-schemas";
import { CompetenceCheckCreateSchema } from "./competence-check-schemas";
import { departementOfPostalCode, postalCodeRangeOfDepartement } from "./departement";
import { approximateDistanceKm, boundingBox } from "../geo/distance";
import { buildSiret } from "#tests/builders/siret";

const company = { name: "Boulangerie Martin", trade_name: "Martin", address: "3 rue Neuve", zipcode: "69003", city: "Lyon" };

function refused(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}:${issue.message}`);
}

describe("SIREN, SIRET and VAT of a company", () => {
  it("derives the SIREN from a SIRET and the VAT number from the SIREN", () => {
    expect(deriveCompanyIdentity({ siret: "73282932000074" })).toEqual({ siren: "732829320", vat_code: "FR44732829320" });
    expect(frenchVatNumber("732829320")).toBe("FR44732829320");
  });

  it("keeps a VAT number given, and derives none for a foreign company", () => {
    expect(deriveCompanyIdentity({ siret: "73282932000074", vat_code: "FR44732829320" })).toEqual({ siren: "732829320" });
    expect(deriveCompanyIdentity({ siren: "732829320", is_foreign: true })).toEqual({});
  });

  it("on update, a new SIREN brings a new VAT number unless one is given; an unchanged one leaves it", () => {
    const current = { siren: "732829320", siret: "73282932000074", vat_code: "FR44732829320" };
    expect(deriveCompanyIdentity({ siret: "44306184100047" }, current)).toEqual({
      siren: "443061841",
      vat_code: frenchVatNumber("443061841"),
    });
    expect(deriveCompanyIdentity({ name: "x" } as never, current)).toEqual({});
    expect(deriveCompanyIdentity({ vat_code: null }, current)).toEqual({});
  });

  it("names siret when its first nine digits are not the SIREN, and vat_code when it is wrong", () => {
    expect(companyIdentityIssues({ siret: "73282932000074", siren: "443061841" })).toEqual([
      { field: "siret", message: "siret_siren_mismatch" },
    ]);
    expect(companyIdentityIssues({ siret: "73282932000074", siren: "443061841" }, { siren: "443061841" })[0]?.field).toBe("siren");
    expect(companyIdentityIssues({ siren: "732829320", vat_code: "FR45732829320" })).toEqual([
      { field: "vat_code", message: "vat_code_invalid" },
    ]);
    expect(companyIdentityIssues({ siren: "732829320", vat_code: frenchVatNumber("443061841") })).toEqual([
      { field: "vat_code", message: "vat_code_siren_mismatch" },
    ]);
    expect(companyIdentityIssues({ zipcode: "SW1A 1AA", is_foreign: true })).toEqual([]);
    expect(companyIdentityIssues({ zipcode: "SW1A 1AA" })).toEqual([{ field: "zipcode", message: "postal_code_format" }]);
  });

  it("builds valid SIRETs for any digits", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{7}$/), fc.stringMatching(/^\d{4}$/), (body, nic) => isValidSiret(buildSiret(body, nic))),
    );
  });
});

describe("the company form", () => {
  it("accepts a La Poste establishment, whose SIRET fails Luhn but has a digit sum divisible by 5", () => {
    expect(CompanyCreateSchema.safeParse({ ...company, siret: "35600000049837" }).success).toBe(true);
  });

  it("names each missing required field and a name of 100 characters", () => {
    const result = CompanyCreateSchema.safeParse({ name: "x".repeat(100) });
    expect(refused(result).map((issue) => issue.split(":")[0])).toEqual(
      expect.arrayContaining(["name", "trade_name", "address", "zipcode", "city"]),
    );
  });

  it("stores APE codes with their dot", () => {
    expect(CompanyCreateSchema.parse({ ...company, ape_code: "1071c" }).ape_code).toBe("10.71C");
  });
});

describe("contacts and competence checks", () => {
  it("needs a mail or a phone, naming both", () => {
    expect(refused(ContactCreateSchema.safeParse({ last_name: "Durand" }))).toEqual([
      "email:email_or_phone_required",
      "phone:email_or_phone_required",
    ]);
    expect(ContactCreateSchema.parse({ last_name: "Durand", phone: "04 78 00 00 01" }).phone).toBe("+33478000001");
  });

  it("refuses a period that ends before it starts, and a day that does not exist", () => {
    const check = { company_id: 1, qualification: "Cariste", contract_type: "temporary", called_on: "2026-03-02" };
    expect(CompetenceCheckCreateSchema.safeParse({ ...check, date_from: "2026-03-10", date_to: "2026-03-10" }).success).toBe(true);
    expect(refused(CompetenceCheckCreateSchema.safeParse({ ...check, date_from: "2026-03-10", date_to: "2026-03-09" }))).toEqual([
      "date_to:date_to_before_date_from",
    ]);
    expect(refused(CompetenceCheckCreateSchema.safeParse({ ...check, called_on: "2026-02-30" }))).toEqual(["called_on:date_invalid"]);
  });
});

describe("département and distance", () => {
  it("reads the département from the postal code, Corsica and overseas included", () => {
    expect(
      ["69003", "01000", "20090", "20167", "20200", "20600", "97110", "98800", "ABCDE", "00100", "96000", "20700", "98000"].map(
        departementOfPostalCode,
      ),
    ).toEqual(["69", "01", "2A", "2A", "2B", "2B", "971", "988", null, null, null, null, null]);
  });

  it("gives each département a postal-code range that holds exactly its codes", () => {
    expect(postalCodeRangeOfDepartement("69")).toEqual({ from: "69000", to: "70000" });
    expect(postalCodeRangeOfDepartement("2a")).toEqual({ from: "20000", to: "20200" });
    expect(postalCodeRangeOfDepartement("971")).toEqual({ from: "97100", to: "97200" });
    expect(postalCodeRangeOfDepartement("20")).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 96999 }), (value) => {
        const zipcode = String(value).padStart(5, "0");
        const departement = departementOfPostalCode(zipcode);
        const range = departement ? postalCodeRangeOfDepartement(departement) : null;
        return departement === null || (range !== null && zipcode >= range.from && zipcode < range.to);
      }),
    );
  });

  it("measures Lyon to Villeurbanne as about 4 km and keeps every point within the radius inside the box", () => {
    const lyon = { latitude: 45.7597, longitude: 4.8422 };
    expect(approximateDistanceKm(lyon, { latitude: 45.7719, longitude: 4.8902 })).toBeCloseTo(3.9, 0);
    const box = boundingBox(lyon, 20);
    expect(box.maxLatitude - lyon.latitude).toBeCloseTo(20 / 111.195, 5);
  });

  it("needs a centre and a radius together", () => {
    expect(refused(ListCompaniesQuerySchema.safeParse({ distance_km: "10" }))).toEqual(["distance_km:center_required"]);
    expect(refused(ListCompaniesQuerySchema.safeParse({ lat: "45.7" }))).toEqual([
      "lng:lat_and_lng_together",
      "distance_km:distance_km_required",
    ]);
    expect(ListCompaniesQuerySchema.parse({ near_postal_code: "69003", distance_km: "10" }).distance_km).toBe(10);
  });
});
