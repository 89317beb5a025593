import { describe, expect, it } from "vitest";
import { stepOfField, stepSchema, valuesOf, STEP_FIELDS } from "./registration-steps";

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
