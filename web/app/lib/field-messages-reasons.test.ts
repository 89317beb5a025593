import { describe, expect, it } from "vitest";
import { LoginSchema } from "#domain/auth/auth-schemas";
import { fieldMessagesFromZod, fieldMessagesOf } from "./field-messages";
import { formValues } from "./forms/parse-form";

function loginErrors(values: Record<string, string>) {
  const parsed = LoginSchema.safeParse(values);
  if (parsed.success) throw new Error("expected a refusal");
  return fieldMessagesFromZod(parsed.error);
}

describe("form errors", () => {
  it("says 'required' for an empty field and explains a short password", () => {
    expect(loginErrors({ password: "abc" })).toEqual({
      email: { key: "validation.required" },
      password: { key: "validation.passwordTooShort", values: { min: 6 } },
    });
  });

  it("says 'invalid e-mail' for a malformed address", () => {
    expect(loginErrors({ email: "not-an-address", password: "demo1234" })).toEqual({
      email: { key: "validation.email" },
    });
  });

  it("reads /v1's 422 fields the same way", () => {
    expect(
      fieldMessagesOf([
        { field: "email", reason: "invalid_email", message: "Invalid email address" },
        { field: "email", reason: "too_long", message: "Too long" },
      ]),
    ).toEqual({ email: { key: "validation.email" } });
  });

  it("translates the domain's stable message codes and the reasons /v1 adds", () => {
    expect(
      fieldMessagesOf([
        { field: "siret", reason: "custom", message: "siret_checksum" },
        { field: "phone", reason: "custom", message: "phone_prefix" },
        { field: "zipcode", reason: "invalid_format", message: "zipcode_format" },
        { field: "association_code", reason: "taken", message: "association_code used by another space" },
        { field: "name", reason: "too_long", message: "Too big" },
        { field: "current_password", reason: "incorrect", message: "Current password is incorrect" },
        { field: "permissions", reason: "not_held", message: "app-admin" },
        { field: "new_password", reason: "too_short", message: "Too small" },
      ]),
    ).toEqual({
      siret: { key: "companies.fieldErrors.siretChecksum" },
      phone: { key: "companies.fieldErrors.phonePrefix" },
      zipcode: { key: "validation.zipcodeFormat" },
      association_code: { key: "errors.associationCodeUsed" },
      name: { key: "validation.tooLong" },
      current_password: { key: "validation.currentPasswordIncorrect" },
      permissions: { key: "validation.notHeld" },
      new_password: { key: "validation.passwordTooShort", values: { min: 6 } },
    });
  });

  it("says the association code has exactly 6 characters, whichever way it is wrong", () => {
    expect(fieldMessagesOf([{ field: "association_code", reason: "too_short", message: "" }])).toEqual({
      association_code: { key: "validation.exactLength", values: { count: 6 } },
    });
  });

  it("leaves empty form fields out", () => {
    const formData = new FormData();
    formData.set("email", "");
    formData.set("password", "secret1");
    expect(formValues(formData, ["email", "password", "other"])).toEqual({ password: "secret1" });
  });
});
