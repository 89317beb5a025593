import { describe, expect, it } from "vitest";
import { CommentCreateSchema, EmergencyContactCreateSchema, EquipmentCreateSchema } from "#domain/workers/worker-tab-schemas";
import { commentInputFromForm } from "./comment-values";
import { emergencyContactInputFromForm } from "./emergency-contact-values";
import { equipmentInputFromForm } from "./equipment-values";
import { fieldMessagesOf } from "#web/app/lib/field-messages";
import { schemaCheck } from "./tab-check";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

describe("the equipment form as /v1 takes it", () => {
  it("trims, leaves out an empty name (required) and clears empty size and comment", () => {
    expect(equipmentInputFromForm(form({ name: " Chaussures de sécurité ", size: " 42 ", comment: "" }))).toEqual({
      name: "Chaussures de sécurité",
      size: "42",
      comment: null,
    });
    const check = schemaCheck(EquipmentCreateSchema, equipmentInputFromForm);
    expect(check(form({ name: "", size: "", comment: "" }))).toEqual({ name: { key: "validation.required" } });
    expect(check(form({ name: "Casque", size: "", comment: "" }))).toEqual({});
  });
});

describe("the emergency-contact form as /v1 takes it", () => {
  it("sends the phone as typed, which the shared schema stores in E.164", () => {
    const input = emergencyContactInputFromForm(form({ name: "Claire Martin", phone: "06 12 34 56 78", relationship: "" }));
    expect(input).toEqual({ name: "Claire Martin", phone: "06 12 34 56 78", relationship: null });
    expect(EmergencyContactCreateSchema.parse(input).phone).toBe("+33612345678");
  });

  it("refuses a name that is a number and a phone that is not French, under their fields", () => {
    const check = schemaCheck(EmergencyContactCreateSchema, emergencyContactInputFromForm);
    expect(check(form({ name: "0612345678", phone: "12345" }))).toEqual({
      name: { key: "companies.fieldErrors.nameIsNumber" },
      phone: { key: "companies.fieldErrors.phoneFormat" },
    });
  });

  it("puts /v1's 'phone already used' (spec 000 §8) under the phone", () => {
    const taken = [{ field: "phone", reason: "taken", message: "Emergency contact phone already used" }];
    expect(fieldMessagesOf(taken)).toEqual({ phone: { key: "errors.emergencyContactPhoneUsed" } });
  });
});

describe("the comment form as /v1 takes it", () => {
  it("sends the trimmed text, and nothing for a blank one (required)", () => {
    expect(commentInputFromForm(form({ body: "  Très fiable.\nÀ rappeler.  " }))).toEqual({ body: "Très fiable.\nÀ rappeler." });
    expect(schemaCheck(CommentCreateSchema, commentInputFromForm)(form({ body: "   " }))).toEqual({ body: { key: "validation.required" } });
  });
});
