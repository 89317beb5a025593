import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { zodFieldErrors } from "../errors/zod-field-errors";
import { BicSchema, FrenchPhoneSchema, IbanSchema, MobilePhoneSchema, NirSchema, SirenSchema, SiretSchema } from "./schemas";

/** The stable messages a 422 would list for this value, field by field. */
function codes(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : zodFieldErrors(result.error).map((f) => `${f.field}:${f.message}`);
}

describe("zod fields for French identifiers", () => {
  it("stores the NIR normalized and names the failed rule", () => {
    expect(NirSchema.parse("2 84 05 2a 321 025 52")).toBe("284052A32102552");
    expect(codes(NirSchema, "2 55 08 14 168 025 00")).toEqual(["body:nir_key"]);
    expect(codes(NirSchema, "2 55 13 14 168 025 38")).toEqual(["body:nir_pattern"]);
    expect(codes(NirSchema, 255081416802538)).toEqual([expect.stringMatching(/^body:Invalid input/)]);
  });

  it("stores phones in E.164 and names the failed rule", () => {
    expect(FrenchPhoneSchema.parse("01 42 68 53 00")).toBe("+33142685300");
    expect(FrenchPhoneSchema.parse("0692 12 34 56")).toBe("+262692123456");
    expect(codes(FrenchPhoneSchema, "06 12 34")).toEqual(["body:phone_format"]);
    expect(codes(FrenchPhoneSchema, "07 12 34 56 78")).toEqual(["body:phone_prefix"]);
    expect(MobilePhoneSchema.parse("06.12.34.56.78")).toBe("+33612345678");
    expect(codes(MobilePhoneSchema, "01 42 68 53 00")).toEqual(["body:phone_not_mobile"]);
  });

  it("stores SIRET and SIREN as digits and names the failed rule", () => {
    expect(SiretSchema.parse("732 829 320 00074")).toBe("73282932000074");
    expect(codes(SiretSchema, "732 829 320 00079")).toEqual(["body:siret_checksum"]);
    expect(codes(SiretSchema, "732 829 320")).toEqual(["body:siret_format"]);
    expect(SirenSchema.parse("732 829 320")).toBe("732829320");
    expect(codes(SirenSchema, "732829321")).toEqual(["body:siren_checksum"]);
    expect(codes(SirenSchema, "73282932000074")).toEqual(["body:siren_format"]);
  });

  it("stores IBAN and BIC compact and names the failed rule", () => {
    expect(IbanSchema.parse("fr14 2004 1010 0505 0001 3m02 606")).toBe("FR1420041010050500013M02606");
    expect(codes(IbanSchema, "FR14 2004 1010 0505 0001 3M02 607")).toEqual(["body:iban_checksum"]);
    expect(codes(IbanSchema, "FR14 2004 1010 0505 0001 3M02")).toEqual(["body:iban_length"]);
    expect(codes(IbanSchema, "US64 SVBK US6S 3300 9673 8637")).toEqual(["body:iban_country"]);
    expect(codes(IbanSchema, "not an iban")).toEqual(["body:iban_format"]);
    expect(BicSchema.parse("agri fr pp 882")).toBe("AGRIFRPP882");
    expect(codes(BicSchema, "AGRIFRPP8")).toEqual(["body:bic_format"]);
    expect(codes(BicSchema, "MULTIPLE")).toEqual(["body:bic_country"]);
  });

  it("names the field inside a form", () => {
    const WorkerForm = z.strictObject({ nir: NirSchema.optional(), mobile_phone_number: MobilePhoneSchema });
    const result = WorkerForm.safeParse({ nir: "295109912611199", mobile_phone_number: "0142685300" });
    expect(result.success).toBe(false);
    expect(zodFieldErrors(result.error!)).toEqual([
      { field: "nir", reason: "custom", message: "nir_key" },
      { field: "mobile_phone_number", reason: "custom", message: "phone_not_mobile" },
    ]);
    expect(WorkerForm.parse({ mobile_phone_number: "+33 6 12 34 56 78" })).toEqual({ mobile_phone_number: "+33612345678" });
  });

  it("never throws on any input and only ever reports its own codes", () => {
    const schemas = {
      nir: NirSchema,
      phone: FrenchPhoneSchema,
      mobile: MobilePhoneSchema,
      siret: SiretSchema,
      siren: SirenSchema,
      iban: IbanSchema,
      bic: BicSchema,
    };
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(schemas)), fc.string({ maxLength: 40 }), (name, input) => {
        const result = schemas[name as keyof typeof schemas].safeParse(input);
        if (!result.success) {
          for (const issue of result.error.issues) expect(issue.message).toMatch(/^(nir|phone|siret|siren|iban|bic)_[a-z_]+$/);
        }
      }),
    );
  });
});
