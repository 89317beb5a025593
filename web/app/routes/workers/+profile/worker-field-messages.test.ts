import { describe, expect, it } from "vitest";
import { SERVER_MESSAGES } from "#domain/errors/app-error";
import { nirKey } from "#domain/french/nir";
import { WorkerCreateSchema } from "#domain/workers/worker-schemas";
import { refusedFields } from "#web/app/lib/forms/refused-fields";
import { checkWorkerForm, workerFieldMessages, workerFieldMessagesFromZod } from "./worker-field-messages";

function checked(input: Record<string, unknown>) {
  const parsed = WorkerCreateSchema.safeParse({ space_id: 1, first_name: "Marie", last_name: "Paoli", ...input });
  if (parsed.success) return {};
  return workerFieldMessagesFromZod(parsed.error, input);
}

const BODY = "295112B033045"; // a woman born in November 1995 in Bastia (2B 033)
const KEY = String(nirKey(BODY)).padStart(2, "0");

describe("the worker form's field messages", () => {
  it("says whether a NIR's pattern or its key is wrong, and accepts spaces", () => {
    expect(checked({ email: "m@example.fr", nir: `2 95 11 2B 033 045 ${KEY}` })).toEqual({});
    const wrongKey = `${BODY}${String((Number(KEY) % 97) + 1).padStart(2, "0")}`;
    expect(checked({ email: "m@example.fr", nir: wrongKey }).nir?.key).toBe("workers.profile.fieldErrors.nirKey");
    expect(checked({ email: "m@example.fr", nir: "2951" }).nir?.key).toBe("workers.profile.fieldErrors.nirPattern");
  });

  it("names both the e-mail and the mobile when neither is given", () => {
    const texts = checked({});
    expect(texts.email?.key).toBe("workers.profile.fieldErrors.emailOrMobileRequired");
    expect(texts.mobile_phone_number?.key).toBe("workers.profile.fieldErrors.emailOrMobileRequired");
  });

  it("tells a malformed number from a prefix that does not exist, and a landline given as the mobile", () => {
    expect(checked({ mobile_phone_number: "06 12 34 56 7" }).mobile_phone_number?.key).toBe("companies.fieldErrors.phoneFormat");
    expect(checked({ email: "m@example.fr", phone_number: "07 01 23 45 67" }).phone_number?.key).toBe("companies.fieldErrors.phonePrefix");
    expect(checked({ mobile_phone_number: "01 23 45 67 89" }).mobile_phone_number?.key).toBe("workers.profile.fieldErrors.phoneNotMobile");
  });

  it("places a favourite job's refusal under its own input", () => {
    const texts = checked({ email: "m@example.fr", favorite_jobs: ["Cariste", "12"] });
    expect(texts["favorite_jobs.1"]?.key).toBe("workers.profile.fieldErrors.favoriteJobIsNumber");
  });

  it("says 'required' for a missing name and gives the bounds of the children count", () => {
    const parsed = WorkerCreateSchema.safeParse({ space_id: 1, last_name: "Paoli", email: "m@example.fr", child_in_charge: 31 });
    const texts = workerFieldMessagesFromZod(parsed.error!, { last_name: "Paoli", email: "m@example.fr", child_in_charge: 31 });
    expect(texts.first_name?.key).toBe("validation.required");
    expect(texts.child_in_charge).toEqual({ key: "workers.profile.fieldErrors.childInCharge", values: { max: 30 } });
  });

  it("shows the server's 'already taken' answers (spec 000 §8) under the field they name", () => {
    const texts = workerFieldMessages([
      { field: "mobile_phone_number", reason: "taken", message: SERVER_MESSAGES.workerContactTaken },
      { field: "external_ref", reason: "taken", message: SERVER_MESSAGES.externalRefTaken },
    ]);
    expect(texts.mobile_phone_number?.key).toBe("errors.workerContactTaken");
    expect(texts.external_ref?.key).toBe("errors.externalRefTaken");
  });

  it("checks the form as Conform hands it: a blur's intent ignored, the second job refused under its own input", () => {
    const formData = new FormData();
    for (const [name, value] of [
      ["first_name", "Marie"],
      ["last_name", ""],
      ["email", "m@example.fr"],
      ["favorite_jobs", "Serveuse"],
      ["favorite_jobs", "1234"],
      ["favorite_jobs", ""],
      ["__intent__", JSON.stringify({ type: "validate", payload: { name: "favorite_jobs" } })],
    ])
      formData.append(name!, value!);
    const texts = checkWorkerForm(formData, 1);
    expect(texts).toEqual({
      last_name: { key: "validation.required" },
      "favorite_jobs.1": { key: "workers.profile.fieldErrors.favoriteJobIsNumber" },
    });
    // Before the first submit, the empty name is not yet called required; the wrong job is.
    expect(Object.keys(refusedFields(formData, texts, { submitted: false }))).toEqual(["favorite_jobs.1"]);
  });
});
