import { describe, expect, it } from "vitest";
import { ContactCreateSchema } from "#domain/companies/contact-schemas";
import { CompetenceCheckCreateSchema } from "#domain/companies/competence-check-schemas";
import { fieldMessageOf, fieldMessagesFromZod, fieldMessagesOf } from "./field-messages";

describe("the message under a refused field", () => {
  it("reads the rule's own code, from the browser's check or from /v1 alike", () => {
    expect(fieldMessageOf({ field: "siret", reason: "custom", message: "siret_checksum" }).key).toBe("companies.fieldErrors.siretChecksum");
    expect(fieldMessageOf({ field: "siret", reason: "siret_siren_mismatch", message: "siret_siren_mismatch" }).key).toBe(
      "companies.fieldErrors.siretSirenMismatch",
    );
  });

  it("tells a duplicate contact and a taken association code by the server's catalogued text", () => {
    expect(fieldMessagesOf([{ field: "email", reason: "taken", message: "Contact already exists" }]).email?.key).toBe(
      "companies.fieldErrors.contactExists",
    );
    expect(fieldMessageOf({ field: "association_code", reason: "taken", message: "association_code used by another space" }).key).toBe(
      "errors.associationCodeUsed",
    );
    expect(fieldMessageOf({ field: "association_code", reason: "too_short", message: "Too small" })).toEqual({
      key: "validation.exactLength",
      values: { count: 6 },
    });
  });

  it("falls back on the generic reasons", () => {
    expect(fieldMessageOf({ field: "name", reason: "required", message: "x" }).key).toBe("validation.required");
    expect(fieldMessageOf({ field: "email", reason: "invalid_email", message: "x" }).key).toBe("validation.email");
    expect(fieldMessageOf({ field: "url", reason: "too_long", message: "x" }).key).toBe("validation.tooLong");
    expect(fieldMessageOf({ field: "x", reason: "something_else", message: "x" }).key).toBe("validation.invalid");
  });

  it("says 'required' for a field the form left empty, whatever rule refused it", () => {
    const input = { company_id: 1, qualification: "Cariste", called_on: "2026-03-02" };
    const parsed = CompetenceCheckCreateSchema.safeParse(input);
    expect(fieldMessagesFromZod(parsed.error!, input).contract_type?.key).toBe("validation.required");
  });

  it("names both mail and phone when neither is given, and keeps the first refusal of each field", () => {
    const input = { last_name: "Durand" };
    const texts = fieldMessagesFromZod(ContactCreateSchema.safeParse(input).error!, input);
    expect(texts.email?.key).toBe("companies.fieldErrors.emailOrPhoneRequired");
    expect(texts.phone?.key).toBe("companies.fieldErrors.emailOrPhoneRequired");
  });
});
