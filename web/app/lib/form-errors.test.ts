import { describe, expect, it } from "vitest";
import { LoginSchema } from "../../../domain/auth/auth-schemas";
import { fieldMessagesFromApi, fieldMessagesFromZod, formValues } from "./form-errors";

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
      fieldMessagesFromApi([
        { field: "email", reason: "invalid_email", message: "Invalid email address" },
        { field: "email", reason: "too_long", message: "Too long" },
      ]),
    ).toEqual({ email: { key: "validation.email" } });
  });

  it("leaves empty form fields out", () => {
    const formData = new FormData();
    formData.set("email", "");
    formData.set("password", "secret1");
    expect(formValues(formData, ["email", "password", "other"])).toEqual({ password: "secret1" });
  });
});
