import { describe, expect, it } from "vitest";
import { ALL_SPACE_FIELDS, checkSpaceCreate, checkSpaceUpdate, CREATE_SPACE_FIELDS, spaceValuesFrom } from "./space-input";

function form(values: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) formData.set(name, value);
  return formData;
}

describe("the space form", () => {
  it("clears an emptied field on update, leaves it out on create, and reads unticked flags as false", () => {
    const values = spaceValuesFrom(
      form({ name: "Agence", city: "", ocr_enabled: "on", etp_count: "12" }),
      ["name", "city", "ocr_enabled", "sms_enabled", "etp_count"],
      "update",
    );
    expect(values).toEqual({ name: "Agence", city: null, ocr_enabled: true, sms_enabled: false, etp_count: 12 });
    expect(spaceValuesFrom(form({ name: "Agence", city: "" }), ["name", "city"], "create")).toEqual({ name: "Agence" });
  });

  it("refuses what /v1 refuses, under the fields (spec 000 §5)", () => {
    const checked = checkSpaceCreate(
      form({ name: "Agence", siret: "73282932000075", association_code: "ABC", zipcode: "6900" }),
      CREATE_SPACE_FIELDS,
    );
    expect(checked).toEqual({
      fieldErrors: {
        siret: { key: "validation.siretChecksum" },
        association_code: { key: "validation.exactLength", values: { count: 6 } },
        zipcode: { key: "validation.zipcodeFormat" },
      },
    });
  });

  it("requires the name on update, and accepts a valid space with its phone in E.164", () => {
    expect(checkSpaceUpdate(form({ name: "" }), ALL_SPACE_FIELDS)).toMatchObject({ fieldErrors: { name: { key: "validation.required" } } });
    const checked = checkSpaceUpdate(
      form({ name: "Agence", siret: "73282932000074", phone: "04 78 00 00 00", association_code: "LYO001" }),
      ALL_SPACE_FIELDS,
    );
    expect(checked).toMatchObject({
      input: { name: "Agence", siret: "73282932000074", phone: "+33478000000", association_code: "LYO001", city: null },
    });
  });

  it("reads the SMS and OCR budgets as numbers an owner raises; an emptied one keeps the stored value (decision 0043)", () => {
    const raised = checkSpaceUpdate(
      form({ name: "Agence", sms_user_rate_limit: "800", sms_daily_budget: "", ocr_daily_budget: "250" }),
      ALL_SPACE_FIELDS,
    );
    expect(raised).toMatchObject({ input: { sms_user_rate_limit: 800, ocr_daily_budget: 250 } });
    expect("input" in raised && "sms_daily_budget" in raised.input).toBe(false);
    expect(checkSpaceUpdate(form({ name: "Agence", sms_daily_budget: "beaucoup" }), ALL_SPACE_FIELDS)).toMatchObject({
      fieldErrors: { sms_daily_budget: expect.anything() },
    });
  });
});
