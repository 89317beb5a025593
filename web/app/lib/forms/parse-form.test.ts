import { describe, expect, it } from "vitest";
import { LoginSchema, PASSWORD_MIN_LENGTH } from "#domain/auth/auth-schemas";
import { checkOf, parseForm, schemaCheck } from "./parse-form";
import { failureReply, refusalReply, refusalReplyOf } from "./refusal-reply";

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

describe("refusal replies", () => {
  it("merges /v1's 422 fields into the submission's reply, under the same fields, hiding the password", () => {
    const submission = parseForm(formOf({ email: "a@b.fr", password: "demo1234" }), LoginSchema);
    const reply = refusalReplyOf(
      submission,
      {
        ok: false,
        status: 422,
        issues: [{ field: "email", reason: "invalid_email", message: "" }],
        errorKey: "errors.unknown",
        serverMessage: null,
      },
      { hideFields: ["password"] },
    );
    expect(reply.error).toEqual({ email: [{ key: "validation.email" }] });
    expect(reply.initialValue).toEqual({ email: "a@b.fr" });
  });

  it("keeps a refusal no field explains as the form's own error", () => {
    expect(failureReply({ status: 403, fieldErrors: {}, formError: "errors.forbidden", fields: [] }).error).toEqual({
      "": [{ key: "errors.forbidden" }],
    });
    expect(refusalReply({ name: { key: "validation.required" } }).error).toEqual({ name: [{ key: "validation.required" }] });
  });

  it("checkOf runs an action's own check in the browser", () => {
    const check = checkOf((formData) => (formData.get("a") ? { input: {} } : { fieldErrors: { a: { key: "validation.required" } } }));
    expect(check(formOf({}))).toEqual({ a: { key: "validation.required" } });
    expect(check(formOf({ a: "1" }))).toEqual({});
  });
});
