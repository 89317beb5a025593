import { describe, expect, it } from "vitest";
import { checkUserCreate, checkUserUpdate, groupChoiceValue } from "./user-input";

// The user form's groups (spec 000 §6 "users belong to spaces and groups"): what the boxes send.

function formOf(entries: [string, string][]) {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

const identity: [string, string][] = [
  ["email", "nadia.martin@test.interim"],
  ["first_name", "Nadia"],
  ["last_name", "Martin"],
];

describe("the groups picked on the user form", () => {
  it("sends the groups ticked in the spaces ticked, and leaves out those of a space unticked", () => {
    const form = formOf([
      ...identity,
      ["space_ids", "3"],
      ["group_ids_field", "1"],
      ["group_ids", groupChoiceValue({ space_id: 3, id: 11 })],
      ["group_ids", groupChoiceValue({ space_id: 4, id: 12 })],
    ]);
    const created = checkUserCreate(form);
    expect("input" in created && created.input.group_ids).toEqual([11]);
    const updated = checkUserUpdate(form);
    expect("input" in updated && updated.input.group_ids).toEqual([11]);
  });

  it("sends no groups at all, a user taken out of every one, when none is ticked", () => {
    const updated = checkUserUpdate(formOf([...identity, ["space_ids", "3"], ["group_ids_field", "1"]]));
    expect("input" in updated && updated.input.group_ids).toEqual([]);
  });

  it("leaves the groups as they are when the form does not show them (a user of spaces beyond the editor's)", () => {
    const updated = checkUserUpdate(formOf([...identity, ["space_ids", "3"]]));
    expect("input" in updated && updated.input.group_ids).toBeUndefined();
  });
});
