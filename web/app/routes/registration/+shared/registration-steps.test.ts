import { describe, expect, it } from "vitest";
import { REGISTRATION_DOCUMENTS_MAX, RegistrationDocumentSchema } from "#domain/registrations/registration-schemas";
import {
  IDENTITY_DOCUMENT_TYPES,
  OTHER_DOCUMENT_TYPES,
  otherDocumentSlot,
  SIDED_IDENTITY_TYPES,
  stepOfField,
  stepSchema,
  valuesOf,
  STEP_FIELDS,
} from "./registration-steps";

// The registration's steps check what /v1/workers checks (CONVENTIONS §2), field by field.

function formOf(entries: [string, string][]) {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

describe("valuesOf", () => {
  it("leaves empty fields out and shapes lists, choices, numbers and consents as the payload wants them", () => {
    const values = valuesOf(
      formOf([
        ["first_name", "Léa"],
        ["last_name", ""],
        ["favorite_jobs", "Cariste"],
        ["favorite_jobs", " "],
        ["favorite_jobs", "Préparatrice"],
        ["transportation_means", "car"],
        ["transportation_means", "walk"],
        ["child_in_charge", "2"],
        ["cet_consent", "on"],
      ]),
      [...STEP_FIELDS.preparation, ...STEP_FIELDS.marital],
    );
    expect(values).toEqual({
      first_name: "Léa",
      favorite_jobs: ["Cariste", "Préparatrice"],
      transportation_means: ["car", "walk"],
      child_in_charge: 2,
      cet_consent: true,
    });
  });
});

describe("stepSchema", () => {
  it("asks the names on the first step, with the worker form's codes", () => {
    const result = stepSchema("preparation").safeParse({ first_name: "L", last_name: "M4rtin" });
    expect(result.success).toBe(false);
    const codes = result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(codes).toContainEqual(["last_name", "name_has_digit"]);
    expect(codes?.map(([field]) => field)).toContain("first_name");
  });

  it("wants an e-mail or a mobile with the contact details, and a real mobile prefix", () => {
    const none = stepSchema("contact").safeParse({ postal_city: "Lyon" });
    expect(none.error?.issues.map((issue) => issue.message)).toEqual(["email_or_mobile_required", "email_or_mobile_required"]);
    const fixedLine = stepSchema("contact").safeParse({ mobile_phone_number: "04 78 00 00 00" });
    expect(fixedLine.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["mobile_phone_number", "phone_not_mobile"],
    ]);
    expect(stepSchema("contact").safeParse({ mobile_phone_number: "06 12 34 56 78" }).success).toBe(true);
  });

  it("checks the NIR's key on the marital-status step", () => {
    const result = stepSchema("marital").safeParse({ nir: "185072A00412300" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["nir_key"]);
  });
});

describe("stepOfField", () => {
  it("finds the step of a field /v1 refused, list items included", () => {
    expect(stepOfField("mobile_phone_number")).toBe("contact");
    expect(stepOfField("favorite_jobs.1")).toBe("preparation");
    expect(stepOfField("nir")).toBe("marital");
    expect(stepOfField("turnstile_token")).toBeNull();
  });
});

describe("the documents the registration offers (spec 001 §3)", () => {
  it("offers every document type of the spec, each one /v1 accepts, with a file field of its own", () => {
    expect([...IDENTITY_DOCUMENT_TYPES]).toEqual(["id_card", "passport", "residence_permit", "foreign_id"]);
    expect([...OTHER_DOCUMENT_TYPES]).toEqual([
      "social_security",
      "proof_of_address",
      "rib",
      "work_certificate",
      "training_certificate",
      "medical_examination",
      "caces",
      "habilitation",
      "other_certificate",
      "diploma",
      "driving_licence",
      "other",
    ]);
    const upload_id = "0b7f2a52-7d3c-4c3e-9f51-0a4b6c9d2e11";
    for (const type of [...IDENTITY_DOCUMENT_TYPES, ...OTHER_DOCUMENT_TYPES]) {
      const side = (SIDED_IDENTITY_TYPES as readonly string[]).includes(type) ? { side: "recto" } : {};
      expect(RegistrationDocumentSchema.safeParse({ upload_id, type, ...side }).success, type).toBe(true);
    }
    expect(new Set(OTHER_DOCUMENT_TYPES.map(otherDocumentSlot)).size).toBe(OTHER_DOCUMENT_TYPES.length);
    // Every document of one registration fits: the resume, both faces, each other document and the kiosk's portrait.
    expect(1 + 2 + OTHER_DOCUMENT_TYPES.length + 1).toBeLessThanOrEqual(REGISTRATION_DOCUMENTS_MAX);
  });
});
