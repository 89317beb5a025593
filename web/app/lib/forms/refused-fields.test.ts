import { describe, expect, it } from "vitest";
import { heldRefusalsOf, refusedFields } from "./refused-fields";

function formOf(entries: [string, string][]) {
  const formData = new FormData();
  for (const [name, value] of entries) formData.append(name, value);
  return formData;
}

const required = { key: "validation.required" } as const;
const taken = { key: "errors.associationCodeUsed" } as const;

describe("what useRefusableForm tells Conform is refused", () => {
  it("calls an empty field required only once the form was submitted; a wrong value at once", () => {
    const formData = formOf([
      ["name", ""],
      ["siret", "123"],
    ]);
    const checked = { name: required, siret: { key: "companies.fieldErrors.siretFormat" as const } };
    expect(refusedFields(formData, checked, { submitted: false })).toEqual({ siret: [checked.siret] });
    expect(refusedFields(formData, checked, { submitted: true })).toEqual({ name: [required], siret: [checked.siret] });
  });

  it("holds a refusal of /v1 under its field while the field keeps the value refused", () => {
    const refused = formOf([
      ["association_code", "ABC123"],
      ["phone", ""],
    ]);
    const held = heldRefusalsOf(refused, { association_code: [taken], "": [{ key: "errors.unknown" }] });
    expect(held).toEqual([{ field: "association_code", value: JSON.stringify(["ABC123"]), errors: [taken] }]);

    // Another field corrected: the browser's check passes, the refusal it cannot know of stays.
    const phoneTyped = formOf([
      ["association_code", "ABC123"],
      ["phone", "04 78 00 00 09"],
    ]);
    expect(refusedFields(phoneTyped, {}, { submitted: true, held })).toEqual({ association_code: [taken] });
    // The refused value changed: the refusal goes.
    const codeChanged = formOf([["association_code", "ABC124"]]);
    expect(refusedFields(codeChanged, {}, { submitted: true, held })).toEqual({});
    // The browser's own refusal of the field wins.
    const tooShort = { key: "validation.exactLength" as const, values: { count: 6 } };
    expect(refusedFields(refused, { association_code: tooShort }, { submitted: true, held })).toEqual({ association_code: [tooShort] });
  });

  it("reads an item's refusal against its control: the second wished job", () => {
    const jobs = formOf([
      ["favorite_jobs", "Cariste"],
      ["favorite_jobs", "1234"],
      ["favorite_jobs", ""],
    ]);
    const isNumber = { key: "workers.profile.fieldErrors.favoriteJobIsNumber" as const };
    const held = heldRefusalsOf(jobs, { "favorite_jobs.1": [isNumber] });
    expect(refusedFields(jobs, {}, { submitted: true, held })).toEqual({ "favorite_jobs.1": [isNumber] });
    const fixed = formOf([
      ["favorite_jobs", "Cariste"],
      ["favorite_jobs", "Magasinier"],
      ["favorite_jobs", ""],
    ]);
    expect(refusedFields(fixed, {}, { submitted: true, held })).toEqual({});
  });
});
