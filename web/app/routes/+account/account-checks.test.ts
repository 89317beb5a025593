import { describe, expect, it } from "vitest";
import { checkPassword, checkProfile } from "./account-checks";

function form(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
}

describe("the account's profile form", () => {
  it("sends the name and e-mail", () => {
    expect(checkProfile(form({ first_name: "Léa", last_name: "Martin", email: "lea@demo.interim.test" }))).toEqual({
      input: { first_name: "Léa", last_name: "Martin", email: "lea@demo.interim.test" },
    });
  });

  it("requires all three, though /v1 takes a partial update", () => {
    expect(checkProfile(form({ first_name: "Léa", last_name: "", email: "pas-un-mail" }))).toEqual({
      fieldErrors: { last_name: { key: "validation.required" }, email: { key: "validation.email" } },
    });
  });
});

describe("the account's password form", () => {
  it("sends the new password once", () => {
    expect(
      checkPassword(form({ current_password: "demo1234", new_password: "nouveau-secret-2025", confirmation: "nouveau-secret-2025" })),
    ).toEqual({
      input: { current_password: "demo1234", new_password: "nouveau-secret-2025" },
    });
  });

  it("refuses a confirmation that differs, under the confirmation", () => {
    expect(
      checkPassword(form({ current_password: "demo1234", new_password: "nouveau-secret-2025", confirmation: "nouveau-secret-2024" })),
    ).toEqual({
      fieldErrors: { confirmation: { key: "validation.passwordsDiffer" } },
    });
  });
});

describe("the account's profile form, changing the e-mail (decision 0011)", () => {
  const profile = { first_name: "Léa", last_name: "Martin", previous_email: "lea@demo.interim.test" };

  it("asks for the current password when the e-mail changes, under that field", () => {
    expect(checkProfile(form({ ...profile, email: "lea.martin@demo.interim.test" }))).toEqual({
      fieldErrors: { current_password: { key: "validation.required" } },
    });
  });

  it("sends the current password with a new e-mail", () => {
    expect(checkProfile(form({ ...profile, email: "Lea.Martin@demo.interim.test", current_password: "demo1234" }))).toEqual({
      input: { first_name: "Léa", last_name: "Martin", email: "lea.martin@demo.interim.test", current_password: "demo1234" },
    });
  });

  it("neither asks for nor sends it when the e-mail stays the same", () => {
    expect(checkProfile(form({ ...profile, email: "LEA@demo.interim.test", current_password: "typed-anyway" }))).toEqual({
      input: { first_name: "Léa", last_name: "Martin", email: "lea@demo.interim.test" },
    });
  });
});
