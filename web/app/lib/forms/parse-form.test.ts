import { describe, expect, it } from "vitest";
import { LoginSchema, PASSWORD_MIN_LENGTH } from "#domain/auth/auth-schemas";
import { checkOf, parseForm, schemaCheck } from "./parse-form";

function formOf(entries: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(entries)) formData.set(name, value);
  return formData;
}

describe("parseForm (Conform's parseWithZod over a shared schema)", () => {
  it("reads an empty field as required, in our message keys, and ignores what the schema does not know", () => {
    const submission = parseForm(formOf({ email: "", password: "short", redirectTo: "/workers" }), LoginSchema);
    expect(submission.status).toBe("error");
    expect(schemaCheck(LoginSchema)(formOf({ email: "", password: "short", redirectTo: "/workers" }))).toEqual({
      email: { key: "validation.required" },
      password: { key: "validation.passwordTooShort", values: { min: PASSWORD_MIN_LENGTH } },
    });
  });

  it("gives the parsed value when the form may be sent, without the extra fields", () => {
    const submission = parseForm(formOf({ email: "a@b.fr", password: "demo1234", redirectTo: "/" }), LoginSchema);
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value).toEqual({ email: "a@b.fr", password: "demo1234" });
  });
});

describe("checkOf", () => {
  it("checkOf runs an action's own check in the browser", () => {
    const check = checkOf((formData) => (formData.get("a") ? { input: {} } : { fieldErrors: { a: { key: "validation.required" } } }));
    expect(check(formOf({}))).toEqual({ a: { key: "validation.required" } });
    expect(check(formOf({ a: "1" }))).toEqual({});
  });
});
