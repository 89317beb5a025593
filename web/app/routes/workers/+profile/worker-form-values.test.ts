import { describe, expect, it } from "vitest";
import { nirKey } from "#domain/french/nir";
import { WorkerCreateSchema, WorkerUpdateSchema } from "#domain/workers/worker-schemas";
import { CHANGED_FIELD, changedFields, workerInputFromForm, workerUpdateFromForm } from "./worker-form-values";

function form(values: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  return data;
}

/** A man born in July 1985 in Ajaccio (2A 004): the key reads 2A as 19 (DOMAIN.md). */
const CORSICAN_BODY = "185072A004123";
const CORSICAN_NIR = `${CORSICAN_BODY}${String(nirKey(CORSICAN_BODY)).padStart(2, "0")}`;

const complete = {
  sex: "mister",
  first_name: " Jean-Baptiste ",
  last_name: "Santoni",
  birth_date: "1985-07-14",
  nir: CORSICAN_NIR.replace(/^(\d)(\d{2})(\d{2})(\w{2})(\d{3})(\d{3})(\d{2})$/, "$1 $2 $3 $4 $5 $6 $7"),
  mobile_phone_number: "06 12 34 56 78",
  phone_number: "",
  email: "",
  favorite_jobs: ["Cariste", "", "Préparateur de commandes"],
  transportation_means: ["car", "carpool"],
  child_in_charge: "2",
  cet_consent: "on",
  state: "employee",
  iban: "FR14 2004 1010 0505 0001 3M02 606",
};

describe("the worker form as /v1 takes it", () => {
  it("sends empty optional fields as null (clearing them) and leaves out empty names (they read 'required')", () => {
    const input = workerInputFromForm(form({ first_name: "  ", last_name: "Santoni", email: "", birth_city: "  " }));
    expect(input.first_name).toBeUndefined();
    expect(input.last_name).toBe("Santoni");
    expect(input.email).toBeNull();
    expect(input.birth_city).toBeNull();
    expect(input.nir).toBeNull();
  });

  it("turns checkbox groups into lists, none ticked into an empty list", () => {
    const input = workerInputFromForm(form({ transportation_means: ["car", "walk"], preference_availabilities: "night" }));
    expect(input.transportation_means).toEqual(["car", "walk"]);
    expect(input.preference_availabilities).toEqual(["night"]);
    expect(input.preference_environments).toEqual([]);
  });

  it("keeps the favourite jobs filled, in order, and lets a fourth through for the schema to refuse", () => {
    expect(workerInputFromForm(form({ favorite_jobs: [" Cariste ", "", "Soudeur"] })).favorite_jobs).toEqual(["Cariste", "Soudeur"]);
    const crafted = workerInputFromForm(form({ favorite_jobs: ["Cariste", "Soudeur", "Maçon", "Peintre"] }));
    expect(crafted.favorite_jobs).toHaveLength(4);
    expect(WorkerUpdateSchema.safeParse({ favorite_jobs: crafted.favorite_jobs }).success).toBe(false);
  });

  it("reads numbers and the consent box; a word where a number goes stays for the schema to refuse", () => {
    expect(workerInputFromForm(form({ child_in_charge: "3", cet_consent: "on" }))).toMatchObject({ child_in_charge: 3, cet_consent: true });
    expect(workerInputFromForm(form({ child_in_charge: "" }))).toMatchObject({ child_in_charge: null, cet_consent: false });
    const refused = WorkerUpdateSchema.safeParse({
      child_in_charge: workerInputFromForm(form({ child_in_charge: "deux" })).child_in_charge,
    });
    expect(refused.error?.issues[0]?.path).toEqual(["child_in_charge"]);
  });

  it("leaves the state out when the post has none, so the stored or default state stays", () => {
    expect("state" in workerInputFromForm(form({}))).toBe(false);
    expect(workerInputFromForm(form({ state: "applicant" })).state).toBe("applicant");
  });

  it("passes the shared schema for a complete worker, which stores the phone in E.164 and the NIR without spaces", () => {
    const parsed = WorkerCreateSchema.parse({ ...workerInputFromForm(form(complete)), space_id: 1 });
    expect(parsed).toMatchObject({
      first_name: "Jean-Baptiste",
      mobile_phone_number: "+33612345678",
      nir: CORSICAN_NIR,
      favorite_jobs: ["Cariste", "Préparateur de commandes"],
      iban: "FR1420041010050500013M02606",
      child_in_charge: 2,
      cet_consent: true,
    });
  });
});

describe("an update sends what the user changed", () => {
  it("finds no change between two readings of the same form, and names the fields that differ", () => {
    const before = workerInputFromForm(form(complete));
    expect(changedFields(before, workerInputFromForm(form(complete)))).toEqual([]);
    const after = workerInputFromForm(form({ ...complete, email: "jb@example.fr", transportation_means: ["car"], cet_consent: "" }));
    expect(changedFields(before, after).sort()).toEqual(["cet_consent", "email", "transportation_means"]);
  });

  it("sends only the changed fields when the browser lists them, and every field without the list", () => {
    const changed = form({ ...complete, email: "jb@example.fr", [CHANGED_FIELD]: ["email", "transportation_means"] });
    expect(workerUpdateFromForm(changed)).toEqual({ email: "jb@example.fr", transportation_means: ["car", "carpool"] });
    const whole = workerUpdateFromForm(form(complete));
    expect(Object.keys(whole)).toEqual(expect.arrayContaining(["first_name", "nir", "iban", "preference_start", "favorite_jobs"]));
  });

  it("sends an emptied name as empty, so /v1 refuses it rather than keeping the old one silently", () => {
    const update = workerUpdateFromForm(form({ ...complete, first_name: "", [CHANGED_FIELD]: "first_name" }));
    expect(update).toEqual({ first_name: "" });
    expect(WorkerUpdateSchema.safeParse(update).success).toBe(false);
  });
});
